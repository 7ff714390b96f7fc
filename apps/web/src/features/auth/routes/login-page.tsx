import { BrandPanel } from '../components/brand-panel';
import { LoginForm } from '../components/login-form';
import '../components/login.scss';

/** `/`: split layout, brand panel on the left, the sign-in card on the right. */
export default function LoginPage() {
  return (
    <div className="login-page">
      <BrandPanel />
      <div className="login-page__form">
        <LoginForm />
      </div>
    </div>
  );
}
