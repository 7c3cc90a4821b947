import { createElement, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useAccountForm } from './use-account-form';
import { validateLogin, type LoginFields } from './validate-account-forms';

type Form = ReturnType<typeof useAccountForm<LoginFields>>;
type Options = Parameters<typeof useAccountForm<LoginFields>>[0];

/**
 * The hook as a page holds it, rendered on the server (there is no DOM here). `during` runs once
 * inside the first render, so the state it sets re-renders at once; the form returned is the last.
 */
function renderForm(options: Options, during?: (form: Form) => void): Form {
  let form: Form | undefined;
  let ran = false;
  function Probe() {
    form = useAccountForm(options);
    if (during && !ran) {
      ran = true;
      during(form);
    }
    return null;
  }
  renderToString(createElement(Probe));
  if (!form) throw new Error('not rendered');
  return form;
}

/** A submit event on a form whose named elements are `elements`. */
function submitEvent(elements: Record<string, { focus: () => void }> = {}) {
  const preventDefault = vi.fn();
  const event = { preventDefault, currentTarget: { elements: { namedItem: (name: string) => elements[name] ?? null } } };
  return { event: event as unknown as FormEvent<HTMLFormElement>, preventDefault };
}

const empty = { email: '', password: '' };

describe('an account form', () => {
  it('opens with the initial message, about no field, and binds each field by name', () => {
    const form = renderForm({ fields: empty, validate: validateLogin, initialError: () => 'You cancelled' });
    expect(form.error).toEqual({ message: 'You cancelled' });
    expect(form.field('email')).toMatchObject({ name: 'email', value: '', errorId: undefined });
    expect(renderForm({ fields: empty, validate: validateLogin, initialError: () => null }).error).toBeNull();
  });

  it('stops a mistake: the error shown, its field focused and described by the box, nothing sent', () => {
    const password = { focus: vi.fn() };
    const { event, preventDefault } = submitEvent({ password });
    let began: boolean | undefined;
    const form = renderForm({ fields: { email: 'ama@example.com', password: '' }, validate: validateLogin }, (f) => {
      began = f.beginSubmit(event, false);
    });
    expect(began).toBe(false);
    expect(preventDefault).toHaveBeenCalled();
    expect(password.focus).toHaveBeenCalled();
    expect(form.error).toEqual({ field: 'password', message: expect.any(String) });
    expect(form.field('password').errorId).toBe(form.errorId);
    expect(form.field('email').errorId).toBeUndefined();
  });

  it('does nothing while the page is busy', () => {
    const validate = vi.fn(validateLogin);
    const { event, preventDefault } = submitEvent();
    let began: boolean | undefined;
    const form = renderForm({ fields: empty, validate, initialError: () => 'Earlier' }, (f) => {
      began = f.beginSubmit(event, true);
    });
    expect(began).toBe(false);
    expect(preventDefault).toHaveBeenCalled();
    expect(validate).not.toHaveBeenCalled();
    expect(form.error).toEqual({ message: 'Earlier' });
  });

  it('lets valid fields be sent, the earlier error cleared', () => {
    const { event } = submitEvent();
    let began: boolean | undefined;
    const form = renderForm({ fields: { email: 'ama@example.com', password: 'secret' }, validate: validateLogin, initialError: () => 'Earlier' }, (f) => {
      began = f.beginSubmit(event, false);
    });
    expect(began).toBe(true);
    expect(form.error).toBeNull();
  });
});
