import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { emptyBoxes } from '../../lib/otp-digits';
import { OtpInput } from './otp-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [boxes, setBoxes] = useState(emptyBoxes);
  return <OtpInput idPrefix="t" value={boxes} onChange={setBoxes} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);

describe('OtpInput', () => {
  it('has 6 numeric single-digit boxes, the first one-time-code autocomplete', () => {
    render(<Harness onComplete={vi.fn()} />);
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Digit 3 of 6')).toBe(boxes()[2]);
  });

  it('moves forward as digits are typed, ignores letters, and submits on the 6th digit', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('Backspace clears a digit, and on an empty box moves back', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={vi.fn()} />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values().slice(0, 2)).toEqual(['1', '']);
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect(values()[0]).toBe('');
  });

  it('arrow keys move between boxes', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={vi.fn()} />);
    await user.click(boxes()[0]!);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(boxes()[5]).toHaveFocus();
  });

  it('a paste keeps digits only, up to 6, spreads them and submits', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0]!);
    await user.paste('Code: 98-76 54 32');
    expect(values()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('987654');
    expect(boxes()[5]).toHaveFocus();
  });

  it('a paste without digits changes nothing', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={vi.fn()} />);
    await user.click(boxes()[0]!);
    await user.paste('abcdef');
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('a partial paste lands from the focused box on', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={vi.fn()} />);
    await user.click(boxes()[3]!);
    await user.paste('12');
    expect(values()).toEqual(['', '', '', '1', '2', '']);
    expect(boxes()[5]).toHaveFocus();
  });
});
