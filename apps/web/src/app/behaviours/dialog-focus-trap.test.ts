import { afterEach, describe, expect, it } from 'vitest';
import { wrapTarget } from './dialog-focus-trap';

function dialogWith(html: string) {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.tabIndex = -1;
  dialog.innerHTML = html;
  document.body.append(dialog);
  const byId = (id: string) => dialog.querySelector<HTMLElement>(`#${id}`)!;
  return { dialog, byId };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('wrapTarget: Tab stays inside an open dialog', () => {
  const controls =
    '<button id="close">Close</button><input id="name" /><button id="off" disabled>Off</button>' +
    '<button id="save">Save</button>';

  it('sends Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    const { dialog, byId } = dialogWith(controls);
    expect(wrapTarget(dialog, byId('save'), false)).toBe(byId('close'));
    expect(wrapTarget(dialog, byId('close'), true)).toBe(byId('save'));
  });

  it('leaves moves between inner controls to the browser', () => {
    const { dialog, byId } = dialogWith(controls);
    expect(wrapTarget(dialog, byId('close'), false)).toBeNull();
    expect(wrapTarget(dialog, byId('save'), true)).toBeNull();
  });

  it('brings focus that sits on the dialog box or outside it to the first or last control', () => {
    const { dialog, byId } = dialogWith(controls);
    const outside = document.createElement('button');
    document.body.prepend(outside);
    expect(wrapTarget(dialog, dialog, false)).toBe(byId('close'));
    expect(wrapTarget(dialog, outside, true)).toBe(byId('save'));
    expect(wrapTarget(dialog, document.body, false)).toBe(byId('close'));
  });

  it('keeps focus on a dialog with no control at all', () => {
    const { dialog } = dialogWith('<p>Nothing to press</p>');
    expect(wrapTarget(dialog, document.body, false)).toBe(dialog);
  });
});
