/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { Button, SwitchField, TextField } from '@aws-amplify/ui-react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AccountSurface } from './account-surface.tsx';
import { folioTheme } from './folio-theme.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Form = () => (
  <AccountSurface>
    <TextField label="Name" name="name" value="Ada" onChange={() => undefined} variation="quiet" />
    <SwitchField label="New followers" name="followers" isChecked onChange={() => undefined} />
    <Button type="submit">Save</Button>
  </AccountSurface>
);

describe('the account surface', () => {
  it('hydrates what the server rendered without a mismatch (ids and the theme’s style included)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(container, <Form />, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    const label = container.querySelector('label')!;
    expect(label.textContent).toBe('Name');
    expect(document.getElementById(label.htmlFor)).toBe(container.querySelector('[name="name"]'));
    act(() => root.unmount());
    errors.mockRestore();
    container.remove();
  });

  it('themes Amplify UI with Folio’s tokens, in the page', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    expect(container.querySelector('[data-amplify-theme="folio"]')).not.toBeNull();
    const style = container.querySelector('style#amplify-theme-folio')!.textContent;
    expect(style).toContain('--amplify-colors-font-primary: var(--color-text);');
    expect(style).toContain('--amplify-fonts-default-variable: var(--font-sans);');
  });

  it('names only tokens that Folio defines', () => {
    const tokens = readFileSync(`${__dirname}/../../app/styles/tokens.css`, 'utf8');
    const defined = new Set([...tokens.matchAll(/(--[a-z-]+):/g)].map(([, name]) => name));
    const named = [...folioTheme.cssText.matchAll(/var\((--(?!amplify-)[a-z-]+)\)/g)].map(([, name]) => name);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !defined.has(name!))).toEqual([]);
  });
});
