import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { channelName } from '@resonate/contracts/channels';
import {
  ACCOUNT_CHANNEL_IDS,
  accountProviderOf,
  type TChannelAccount,
  type TWebhookChoice,
} from '@resonate/contracts/communication-settings/channel-accounts';
import { ChannelIcon } from '@/shared/components/channel-icon';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { notifySuccess } from '@/shared/lib/notify';
import { useChannelScope } from '../hooks/use-channel-scope';
import { ChannelAccountForm } from './channel-account-form';
import { ChannelAccountTest } from './channel-account-test';
import { useChannelAccountMutations, useChannelAccounts } from './channel-accounts-api';

/**
 * "SMS, LINE and other channels": one card per channel whose settings are a channel account
 * (SMS, LINE, direct mail, and each outside platform, which delivers through a webhook).
 */
export function ChannelAccountsTab() {
  const { clientId, isAdmin } = useChannelScope();
  if (clientId === null) return null;
  return <ChannelAccountsBody clientId={clientId} isAdmin={isAdmin} />;
}

function ChannelAccountsBody({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('channelSettings');
  const accounts = useChannelAccounts(clientId);
  if (accounts.isPending) {
    return (
      <div aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((key) => (
          <Card className="border-0 shadow-sm mb-3" key={key}>
            <Card.Body>
              <Placeholder as="div" animation="glow">
                <Placeholder xs={4} /> <Placeholder xs={8} /> <Placeholder xs={6} />
              </Placeholder>
            </Card.Body>
          </Card>
        ))}
      </div>
    );
  }
  if (accounts.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {accounts.error.message}
      </div>
    );
  }
  const { accounts: saved, webhooks } = accounts.data;
  return (
    <div>
      <p className="text-body-secondary">{t('channelAccounts.intro')}</p>
      {ACCOUNT_CHANNEL_IDS.map((channelId) => (
        <ChannelAccountCard
          key={channelId}
          clientId={clientId}
          channelId={channelId}
          account={saved.find((a) => a.channelId === channelId)}
          webhooks={webhooks}
          isAdmin={isAdmin}
        />
      ))}
    </div>
  );
}

function ChannelAccountCard({
  clientId,
  channelId,
  account,
  webhooks,
  isAdmin,
}: {
  clientId: number;
  channelId: number;
  account: TChannelAccount | undefined;
  webhooks: TWebhookChoice[];
  isAdmin: boolean;
}) {
  const { t } = useTranslation('channelSettings');
  const { remove } = useChannelAccountMutations(clientId);
  const [confirming, setConfirming] = useState(false);
  const name = channelName(channelId) ?? String(channelId);
  const provider = account ? accountProviderOf(channelId, account.provider) : undefined;
  const testable = Boolean(account?.ready && (provider?.secret || provider?.webhook));
  const headingId = `account-${channelId}-title`;
  return (
    <Card as="section" className="border-0 shadow-sm mb-3" aria-labelledby={headingId}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 className="h6 mb-1 d-flex align-items-center gap-2" id={headingId}>
              <ChannelIcon channelId={channelId} /> {name}
            </h2>
            <p className="small text-body-secondary mb-0">
              {t(`channelAccounts.about.${aboutKey(channelId)}`)}
            </p>
          </div>
          <div className="d-flex align-items-center gap-2">
            {account?.ready ? (
              <Badge bg="success">{t('channelAccounts.ready')}</Badge>
            ) : (
              <Badge bg="secondary">{t('channelAccounts.notSetUp')}</Badge>
            )}
            {isAdmin && account ? (
              <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)}>
                {t('channelAccounts.remove')}
              </Button>
            ) : null}
          </div>
        </div>
        <ChannelAccountForm
          clientId={clientId}
          channelId={channelId}
          channelName={name}
          account={account}
          webhooks={webhooks}
          readOnly={!isAdmin}
        />
        {isAdmin && testable ? (
          <ChannelAccountTest clientId={clientId} channelId={channelId} />
        ) : null}
      </Card.Body>
      <ConfirmModal
        show={confirming}
        title={t('channelAccounts.removeTitle', { channel: name })}
        body={t('channelAccounts.removeBody')}
        confirmLabel={t('channelAccounts.remove')}
        busy={remove.isPending}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(channelId, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(name, t('channelAccounts.removed'));
            },
          })
        }
      />
    </Card>
  );
}

/** Which explanation a channel's card shows. */
function aboutKey(channelId: number): 'sms' | 'line' | 'directMail' | 'outside' {
  if (channelId === 2) return 'sms';
  if (channelId === 30) return 'line';
  if (channelId === 33) return 'directMail';
  return 'outside';
}
