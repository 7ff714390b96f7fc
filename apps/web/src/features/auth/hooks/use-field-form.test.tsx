import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useFieldForm } from './use-field-form';

const required = (label: string) => (value: string) => value !== '' || `${label} is required`;

function TwoFieldForm({ onValid }: { onValid: (values: object) => void }) {
  const form = useFieldForm({ name: '', city: '', keep: false });
  const { errors } = form;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name', { validate: required('Name') })} />
      {errors.name ? <div role="alert">{errors.name}</div> : null}
      <label htmlFor="city">City</label>
      <input id="city" {...form.register('city', { validate: required('City') })} />
      {errors.city ? <div role="alert">{errors.city}</div> : null}
      <label htmlFor="keep">Keep</label>
      <input id="keep" type="checkbox" {...form.register('keep')} />
      <button type="button" onClick={() => form.setError('name', 'Taken')}>
        Server says
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFieldForm', () => {
  it('checks every field on submit, focuses the first invalid one and sends nothing', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<TwoFieldForm onValid={onValid} />);
    await user.type(screen.getByLabelText('City'), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks a field again on each change once submitted, and sends the values when valid', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<TwoFieldForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.type(screen.getByLabelText('City'), 'Leeds');
    await user.click(screen.getByLabelText('Keep'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', city: 'Leeds', keep: true });
  });

  it("keeps a caller's error while typing before a submit, and drops it when the field passes", async () => {
    const user = userEvent.setup();
    render(<TwoFieldForm onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Server says' }));
    await user.type(screen.getByLabelText('Name'), 'm');
    expect(screen.getByRole('alert')).toHaveTextContent('Taken');
    await user.type(screen.getByLabelText('City'), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
