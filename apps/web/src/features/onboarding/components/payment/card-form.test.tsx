import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_MSG,
  ZPaymentFormSchema,
  type TPaymentForm,
  type TPaymentFormInput,
} from '@resonate/contracts/onboarding/payment';
import { i18n } from '@/shared/i18n/i18n';
import { CardForm } from './card-form';

beforeAll(async () => {
  await i18n.loadNamespaces('onboarding');
});

function Harness({
  onPay,
  declined = null,
}: {
  onPay: (values: TPaymentForm) => void;
  declined?: string | null;
}) {
  const form = useForm<TPaymentFormInput, unknown, TPaymentForm>({
    resolver: zodResolver(ZPaymentFormSchema),
    defaultValues: { card: { number: '', expiry: '', cvc: '', name: '' }, cpCode: '' },
  });
  return (
    <CardForm
      form={form}
      payLabel="Pay £106.80"
      declined={declined}
      onSubmit={form.handleSubmit(onPay)}
    />
  );
}

function renderForm(declined: string | null = null) {
  const onPay = vi.fn();
  render(<Harness onPay={onPay} declined={declined} />);
  return { user: userEvent.setup(), onPay };
}

describe('the card form', () => {
  it('groups the number as printed and names the brand', async () => {
    const { user } = renderForm();
    const number = screen.getByLabelText('Card number');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toHaveClass('is-valid');
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByText('Amex')).toBeInTheDocument();
    expect(screen.getByLabelText('CVC')).toHaveAttribute('maxLength', '4');
  });

  it('refuses a number failing the Luhn check and a past expiry, before any payment', async () => {
    const { user, onPay } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry date'), '0120');
    await user.type(screen.getByLabelText('CVC'), '12');
    await user.click(screen.getByRole('button', { name: 'Pay £106.80' }));
    expect(await screen.findByText(PAYMENT_MSG.cardNumberInvalid)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MSG.expiryPast)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MSG.cvcInvalid)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MSG.nameRequired)).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('hands a valid card over in digits, and shows a decline above the form', async () => {
    const { user, onPay } = renderForm(PAYMENT_MSG.declined);
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_MSG.declined);
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date'), '1239');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12/39');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Nina Newman');
    await user.type(screen.getByLabelText(/Channel partner code/), 'partner-7');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onPay).toHaveBeenCalled());
    expect(onPay.mock.calls[0]![0]).toEqual({
      card: { number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Nina Newman' },
      cpCode: 'PARTNER-7',
    });
  });
});
