import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_MSG, type TMobileChallenge } from '@resonate/contracts/profile';
import { MobileCodeStep } from './mobile-code-step';

function renderStep(deliveredTo: TMobileChallenge['deliveredTo']) {
  const challenge: TMobileChallenge = {
    otpToken: 't',
    otpExpiresInSeconds: 300,
    maskedNumber: '+44 *******123',
    deliveredTo,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MobileCodeStep challenge={challenge} onDone={() => undefined} onResend={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('MobileCodeStep', () => {
  it('says the code went to the development SMS outbox when it did', () => {
    renderStep('devOutbox');
    expect(screen.getByRole('status')).toHaveTextContent(PROFILE_MSG.codeInDevOutbox);
  });

  it('shows no outbox note when the code went to the phone', () => {
    renderStep('phone');
    expect(screen.queryByText(PROFILE_MSG.codeInDevOutbox)).toBeNull();
    expect(screen.getByText(/Enter the 6-digit code sent to \+44 \*+123/)).toBeInTheDocument();
  });
});
