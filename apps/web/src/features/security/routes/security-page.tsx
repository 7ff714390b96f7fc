import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/components/page-header';
import { ActiveDirectoryCard } from '../components/ad/active-directory-card';
import { IdentityProvidersCard } from '../components/sso/identity-providers-card';
import { SignInPoliciesCard } from '../components/policies/sign-in-policies-card';

/**
 * /preferences/security (account admins): how the client's users sign in. Identity providers
 * (OpenID Connect, Google, Microsoft), Active Directory, and the policies over them.
 */
export default function SecurityPage() {
  const { t } = useTranslation('security');
  return (
    <>
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <div className="d-flex flex-column gap-4">
        <SignInPoliciesCard />
        <IdentityProvidersCard />
        <ActiveDirectoryCard />
      </div>
    </>
  );
}
