import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { useInvitation } from '../api/invitations';
import { AcceptForm } from '../components/invitation/accept-form';
import '../components/invitation/invitation.scss';

/**
 * /accept-invitation?token=...: the link of an invitation mail. The invited person sets a
 * password (once), then signs in with it.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const [accepted, setAccepted] = useState(false);

  let content;
  if (accepted) {
    content = (
      <div className="text-center">
        <span className="invitation-page__icon" aria-hidden="true">
          <CheckCircle2 size={28} />
        </span>
        <h1 className="invitation-page__title">{t('invitation.doneTitle')}</h1>
        <p className="invitation-page__lead">
          {t('invitation.doneText', { email: invitation.data?.email ?? '' })}
        </p>
        <Link className="btn btn-primary btn-lg w-100" to={paths.login.getHref()}>
          {t('invitation.signIn')}
        </Link>
      </div>
    );
  } else if (!token || invitation.isError) {
    content = (
      <>
        <h1 className="invitation-page__title">{t('invitation.invalidTitle')}</h1>
        <p className="invitation-page__lead">
          {invitation.error?.message ?? t('invitation.invalidText')}
        </p>
        <Link className="btn btn-outline-primary w-100" to={paths.login.getHref()}>
          {t('invitation.signIn')}
        </Link>
      </>
    );
  } else if (invitation.isPending) {
    content = (
      <div className="py-5 text-center" role="status">
        <Spinner animation="border" aria-hidden="true" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  } else {
    content = (
      <>
        <h1 className="invitation-page__title">
          {t('invitation.title', { name: invitation.data.firstName })}
        </h1>
        <p className="invitation-page__lead">
          {t('invitation.lead', {
            clientName: invitation.data.clientName,
            email: invitation.data.email,
          })}
        </p>
        <AcceptForm token={token} onAccepted={() => setAccepted(true)} />
      </>
    );
  }
  return (
    <div className="invitation-page">
      <div className="card invitation-page__card">
        <div className="card-body">
          <Logo />
          {content}
        </div>
      </div>
    </div>
  );
}
