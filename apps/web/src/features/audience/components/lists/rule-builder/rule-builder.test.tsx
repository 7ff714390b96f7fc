import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import { i18n } from '@/shared/i18n/i18n';
import { renderAt } from '@/testing/render-with-router';
import { RuleBuilder } from './rule-builder';
import { validateRule } from './rule-errors';
import { emptyGroup, toRule, type TEditorGroup } from './rule-tree';

const ATTRIBUTES: TAttribute[] = [
  { key: 'city', label: 'City', type: 'text', options: [] },
  { key: 'plan', label: 'Plan', type: 'list', options: ['Free', 'Plus', 'Pro'] },
  { key: 'loyalty_points', label: 'Loyalty points', type: 'number', options: [] },
];

/** The builder as the editor holds it: state here, every change reported to `seen`. */
function Harness({
  seen,
  showErrors = false,
}: {
  seen: (rule: TEditorGroup) => void;
  showErrors?: boolean;
}) {
  const [rule, setRule] = useState(emptyGroup);
  return (
    <RuleBuilder
      rule={rule}
      attributes={ATTRIBUTES}
      lists={[]}
      errors={validateRule(rule)}
      showErrors={showErrors}
      onChange={(next) => {
        setRule(next);
        seen(next);
      }}
    />
  );
}

function setup(showErrors = false) {
  const seen = vi.fn<(rule: TEditorGroup) => void>();
  renderAt(<Harness seen={seen} showErrors={showErrors} />, '/audience/dynamic-list/new');
  const last = () => toRule(seen.mock.lastCall![0]);
  return { last };
}

beforeAll(async () => {
  await i18n.loadNamespaces('audienceLists');
});

describe('RuleBuilder', () => {
  it('adds a condition on the first custom field and reports the typed value', async () => {
    const { last } = setup();
    expect(screen.getByText(/No conditions yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const condition = screen.getByRole('listitem', { name: 'Condition 1' });
    expect(within(condition).getByRole('combobox', { name: 'Field' })).toHaveValue('attr:city');
    await userEvent.type(within(condition).getByRole('textbox', { name: 'Value' }), 'London');
    expect(last()).toEqual({
      kind: 'group',
      op: 'and',
      conditions: [{ kind: 'attribute', key: 'city', test: { op: 'equals', value: 'London' } }],
    });
  });

  it('offers the operators and value inputs of the field type', async () => {
    const { last } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const condition = screen.getByRole('listitem', { name: 'Condition 1' });
    const field = within(condition).getByRole('combobox', { name: 'Field' });

    await userEvent.selectOptions(field, 'Loyalty points');
    const operator = within(condition).getByRole('combobox', { name: 'Operator' });
    const numberOps = within(operator)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(numberOps).toContain('is between');
    expect(numberOps).not.toContain('contains');
    await userEvent.selectOptions(operator, 'is between');
    const [from, to] = within(condition).getAllByRole('spinbutton');
    await userEvent.type(from!, '10');
    await userEvent.type(to!, '20');
    expect(last().conditions[0]).toEqual({
      kind: 'attribute',
      key: 'loyalty_points',
      test: { op: 'between', value: 10, value2: 20 },
    });

    await userEvent.selectOptions(field, 'Plan');
    const values = within(condition).getByRole('listbox', { name: 'Values' });
    await userEvent.selectOptions(values, ['Plus', 'Pro']);
    expect(last().conditions[0]).toMatchObject({ test: { op: 'anyOf', values: ['Plus', 'Pro'] } });

    await userEvent.selectOptions(field, 'Email consent');
    await userEvent.selectOptions(
      within(condition).getByRole('combobox', { name: 'Status' }),
      'is not unsubscribed',
    );
    expect(last().conditions[0]).toEqual({
      kind: 'consent',
      channel: 'email',
      status: 'notUnsubscribed',
    });
  });

  it('nests groups three levels deep at most, switches AND/OR, and removes', async () => {
    const { last } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const level2 = screen.getByRole('group', { name: 'Condition group, level 2' });
    await userEvent.click(within(level2).getByRole('button', { name: 'Add group' }));
    const level3 = screen.getByRole('group', { name: 'Condition group, level 3' });
    expect(within(level3).queryByRole('button', { name: 'Add group' })).toBeNull();

    await userEvent.click(within(level3).getByRole('radio', { name: 'any of (OR)' }));
    const nested = last().conditions[0] as { conditions: { op: string }[] };
    expect(nested.conditions[1]).toMatchObject({ kind: 'group', op: 'or' });

    await userEvent.click(within(level2).getAllByRole('button', { name: 'Remove group' })[0]!);
    expect(last().conditions).toEqual([]);
  });

  it('shows what is wrong with a condition once errors are asked for', async () => {
    setup(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one condition');
    await userEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const condition = screen.getByRole('listitem', { name: 'Condition 1' });
    expect(within(condition).getByRole('alert')).toHaveTextContent('Enter a value');
    await userEvent.type(within(condition).getByRole('textbox', { name: 'Value' }), 'Bath');
    expect(within(condition).queryByRole('alert')).toBeNull();
  });
});
