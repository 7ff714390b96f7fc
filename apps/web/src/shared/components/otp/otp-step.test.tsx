import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import OtpStep from './otp-step';

const resent = {
  httpStatus: 200,
  envelope: {
    status: true,
    message: 'OTP resent successfully',
    data: { otpExpiresInSeconds: 300, resendAfterSeconds: 30 },
  },
};

function renderStep(
  expiresInSeconds: number,
  verify = vi.fn(),
  resend = vi.fn(async () => resent),
) {
  render(
    <OtpStep
      idPrefix="t"
      destination="o***@acme.test"
      expiresInSeconds={expiresInSeconds}
      verify={verify}
      resend={resend}
      onVerified={vi.fn(async () => undefined)}
    />,
  );
  return { user: userEvent.setup(), verify, resend };
}

describe('OtpStep', () => {
  it("offers 'Resend?' once time is up; a resend restarts the countdown", async () => {
    const resend = vi.fn(async () => resent);
    const { user } = renderStep(0, vi.fn(), resend);
    expect(screen.getByLabelText('Digit 1 of 6')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Resend?' }));
    expect(await screen.findByText('OTP resent successfully')).toBeInTheDocument();
    expect(screen.getByText(/The code expires in (05:00|04:59)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend?' })).toBeNull();
    expect(screen.getByLabelText('Digit 1 of 6')).toBeEnabled();
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it("'OTP expired' shows the message and offers 'Resend?'", async () => {
    const verify = vi.fn(async () => ({
      httpStatus: 400,
      envelope: { status: false, message: 'OTP expired', data: { state: 'expired' as const } },
    }));
    const { user } = renderStep(300, verify);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP expired');
    expect(screen.getByRole('button', { name: 'Resend?' })).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith('123456');
  });

  it("a valid code shows 'Valid OTP' in green", async () => {
    const verify = vi.fn(async () => ({
      httpStatus: 200,
      envelope: { status: true, message: 'Valid OTP', data: { state: 'valid' as const } },
    }));
    const { user } = renderStep(300, verify);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('654321');
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Valid OTP');
    expect(banner).toHaveClass('alert-success');
    await waitFor(() => expect(screen.getByLabelText('Digit 1 of 6')).toBeDisabled());
  });
});
