import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n';
import { StrengthMeter } from './strength-meter';

const ticks = () =>
  within(screen.getByRole('list', { name: 'Password rules' }))
    .getAllByRole('listitem')
    .map((item) => [item.textContent?.replace(/\((not )?met\)$/, ''), item.dataset.met]);

describe('StrengthMeter', () => {
  it('shows the five rules of the spec, none met for an empty password', () => {
    render(<StrengthMeter password="" />);
    expect(ticks()).toEqual([
      ['Uppercase letter', 'false'],
      ['Lowercase letter', 'false'],
      ['Number', 'false'],
      ['Special character (#?!@$%^&*-)', 'false'],
      ['At least 8 characters', 'false'],
    ]);
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('ticks each rule as it is met', () => {
    render(<StrengthMeter password="abc1" />);
    expect(ticks().map(([, met]) => met)).toEqual(['false', 'true', 'true', 'false', 'false']);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Weak');
  });

  it('counts only the spec special characters', () => {
    render(<StrengthMeter password="Abcdefg1_" />);
    expect(ticks()[3]).toEqual(['Special character (#?!@$%^&*-)', 'false']);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Fair');
  });

  it('is strong when every rule is met', () => {
    render(<StrengthMeter password="Fresh#Pass42" />);
    expect(ticks().every(([, met]) => met === 'true')).toBe(true);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Strong');
  });
});
