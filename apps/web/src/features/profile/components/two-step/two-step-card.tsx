import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TTotpSetup, TTwoStepStatus } from '@resonate/contracts/auth/second-factor';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { createPasskey, passkeysSupported } from '@/shared/components/two-step/webauthn-browser';
import { notifySuccess } from '@/shared/lib/notify';
import { ReauthModal, type TReauthRequest } from './reauth-modal';
import { RecoveryCodesModal, TotpSetupModal } from './setup-modals';
import { twoStepApi, useRefreshTwoStep, useTwoStepStatus } from './two-step-api';

/**
 * Two-step verification on My profile: an authenticator app, passkeys and recovery codes. Each
 * change asks for the password again; recovery codes are shown once.
 */
export function TwoStepCard() {
  const { t } = useTranslation('pages');
  const status = useTwoStepStatus();
  const refresh = useRefreshTwoStep();
  const [reauth, setReauth] = useState<TReauthRequest | null>(null);
  const [setup, setSetup] = useState<TTotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const title = t('twoStep.title');

  const showCodes = (recoveryCodes: string[]) => {
    if (recoveryCodes.length > 0) setCodes(recoveryCodes);
  };
  const done = async (message: string) => {
    notifySuccess(title, message);
    await refresh();
  };

  const setUpApp = () =>
    setReauth({
      title: t('twoStep.reauthTitle'),
      confirmLabel: t('twoStep.continue'),
      run: async (password) => setSetup(await twoStepApi.totpStart(password)),
    });

  const confirmApp = async (code: string) => {
    try {
      const result = await twoStepApi.totpConfirm(code);
      setSetup(null);
      await done(t('twoStep.app.added'));
      showCodes(result.recoveryCodes);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  const removeApp = () =>
    setReauth({
      title: t('twoStep.app.removeTitle'),
      confirmLabel: t('twoStep.remove'),
      danger: true,
      run: async (password) => {
        await twoStepApi.totpRemove(password);
        await done(t('twoStep.app.removed'));
      },
    });

  const addPasskey = () =>
    setReauth({
      title: t('twoStep.passkeys.add'),
      confirmLabel: t('twoStep.continue'),
      askName: true,
      run: async (password, name) => {
        const { token, options } = await twoStepApi.passkeyOptions(password);
        const prompt = await createPasskey(options);
        if (!prompt.ok) {
          throw new Error(
            prompt.cancelled ? t('twoStep.passkeys.cancelled') : t('twoStep.passkeys.failed'),
          );
        }
        const result = await twoStepApi.passkeyRegister(token, name, prompt.response);
        await done(t('twoStep.passkeys.added'));
        showCodes(result.recoveryCodes);
      },
    });

  const removePasskey = (id: number, name: string) =>
    setReauth({
      title: t('twoStep.passkeys.removeTitle', { name }),
      confirmLabel: t('twoStep.remove'),
      danger: true,
      run: async (password) => {
        await twoStepApi.passkeyRemove(password, id);
        await done(t('twoStep.passkeys.removed'));
      },
    });

  const regenerate = () =>
    setReauth({
      title: t('twoStep.codes.regenerateTitle'),
      confirmLabel: t('twoStep.codes.regenerate'),
      run: async (password) => {
        const result = await twoStepApi.regenerate(password);
        await refresh();
        showCodes(result.recoveryCodes);
      },
    });

  return (
    <section className="card app-card profile-card" aria-labelledby="two-step-title">
      <div className="card-body">
        <h2 id="two-step-title" className="h5 mb-1">
          {title}
        </h2>
        <p className="text-body-secondary small mb-3">{t('twoStep.lead')}</p>
        {status.isPending ? (
          <div className="placeholder-glow" aria-busy="true">
            <span className="placeholder col-12 mb-2" />
            <span className="placeholder col-8" />
          </div>
        ) : status.isError ? (
          <div className="alert alert-warning py-2 mb-0">
            {t('twoStep.loadFailed')}{' '}
            <Button size="sm" variant="link" className="p-0" onClick={() => void status.refetch()}>
              {t('profile.retry')}
            </Button>
          </div>
        ) : (
          <TwoStepBody
            data={status.data}
            onSetUpApp={setUpApp}
            onRemoveApp={removeApp}
            onAddPasskey={addPasskey}
            onRemovePasskey={removePasskey}
            onRegenerate={regenerate}
          />
        )}
      </div>
      <ReauthModal request={reauth} onClose={() => setReauth(null)} />
      <TotpSetupModal setup={setup} onConfirm={confirmApp} onClose={() => setSetup(null)} />
      <RecoveryCodesModal codes={codes} onClose={() => setCodes(null)} />
    </section>
  );
}

type TBodyProps = {
  data: TTwoStepStatus;
  onSetUpApp: () => void;
  onRemoveApp: () => void;
  onAddPasskey: () => void;
  onRemovePasskey: (id: number, name: string) => void;
  onRegenerate: () => void;
};

function TwoStepBody({ data, ...on }: TBodyProps) {
  const { t } = useTranslation('pages');
  const hasFactor = data.totp.enabled || data.passkeys.length > 0;
  return (
    <>
      {data.strongRequired ? (
        <div className="alert alert-info py-2 small">{t('twoStep.required')}</div>
      ) : null}
      <div className="d-flex justify-content-between align-items-start gap-2 mb-3">
        <div>
          <h3 className="h6 mb-0">{t('twoStep.app.title')}</h3>
          <p className="small text-body-secondary mb-0">
            {data.totp.enabled ? t('twoStep.app.on') : t('twoStep.app.off')}
          </p>
        </div>
        {data.totp.enabled ? (
          <Button size="sm" variant="outline-danger" onClick={on.onRemoveApp}>
            {t('twoStep.remove')}
          </Button>
        ) : (
          <Button size="sm" variant="outline-primary" onClick={on.onSetUpApp}>
            {t('twoStep.app.setup')}
          </Button>
        )}
      </div>
      <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
        <div>
          <h3 className="h6 mb-0">{t('twoStep.passkeys.title')}</h3>
          <p className="small text-body-secondary mb-0">{t('twoStep.passkeys.lead')}</p>
        </div>
        <Button
          size="sm"
          variant="outline-primary"
          onClick={on.onAddPasskey}
          disabled={!passkeysSupported()}
          title={passkeysSupported() ? undefined : t('twoStep.passkeys.unsupported')}
        >
          {t('twoStep.passkeys.add')}
        </Button>
      </div>
      {data.passkeys.length === 0 ? (
        <p className="small text-body-secondary mb-3">{t('twoStep.passkeys.none')}</p>
      ) : (
        <ul className="list-group list-group-flush mb-3">
          {data.passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="list-group-item px-0 d-flex justify-content-between align-items-center"
            >
              <div>
                <div className="fw-semibold">{passkey.name}</div>
                <div className="small text-body-secondary">
                  {passkey.lastUsedAt
                    ? t('twoStep.passkeys.lastUsed', { when: timeAgo(passkey.lastUsedAt) })
                    : t('twoStep.passkeys.neverUsed')}
                </div>
              </div>
              <Button
                size="sm"
                variant="link"
                className="text-danger"
                onClick={() => on.onRemovePasskey(passkey.id, passkey.name)}
              >
                {t('twoStep.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {hasFactor ? (
        <div className="d-flex justify-content-between align-items-center gap-2 border-top pt-3">
          <div>
            <h3 className="h6 mb-0">{t('twoStep.codes.title')}</h3>
            <p className="small text-body-secondary mb-0">
              {t('twoStep.codes.left', { count: data.recoveryCodesLeft })}
            </p>
          </div>
          <Button size="sm" variant="outline-secondary" onClick={on.onRegenerate}>
            {t('twoStep.codes.regenerate')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
