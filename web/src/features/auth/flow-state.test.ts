import { closedFlow, flowReducer, openingState, type FlowAction, type FlowState } from './flow-state.ts';

const run = (actions: FlowAction[], from: FlowState = closedFlow) => actions.reduce(flowReducer, from);

describe('the modal’s steps (spec 2 §2, §4)', () => {
  it('start closed: step none, operation login', () => {
    expect(closedFlow).toMatchObject({ step: 'none', operation: 'login' });
  });

  it('open on the options of the operation', () => {
    expect(openingState({ operation: 'login' }).step).toBe('SIGNIN_OPTIONS');
    expect(openingState({ operation: 'register' }).step).toBe('SIGNUP_OPTIONS');
  });

  it('open on ENTER_EMAIL when it is the step override, or after an expired link', () => {
    expect(openingState({ operation: 'register', step: 'ENTER_EMAIL' })).toMatchObject({
      step: 'ENTER_EMAIL',
      operation: 'register',
    });
    expect(openingState({ operation: 'login', entry: 'email_login_timeout' }).step).toBe('ENTER_EMAIL');
  });

  it('toggle the operation, back to the options of the other one', () => {
    const state = run([
      { type: 'start', operation: 'login' },
      { type: 'choose-email' },
      { type: 'toggle-operation' },
    ]);
    expect(state).toMatchObject({ step: 'SIGNUP_OPTIONS', operation: 'register' });
    expect(flowReducer(state, { type: 'toggle-operation' })).toMatchObject({
      step: 'SIGNIN_OPTIONS',
      operation: 'login',
    });
  });

  it('go from ENTER_EMAIL to CHECK_YOUR_INBOX on success, in the mode the e-mail was sent', () => {
    const state = run([
      { type: 'start', operation: 'register' },
      { type: 'choose-email' },
      { type: 'email-sent', email: 'ada@example.com', fullName: 'Ada', method: 'link' },
    ]);
    expect(state).toEqual({
      step: 'CHECK_YOUR_INBOX',
      operation: 'register',
      email: 'ada@example.com',
      fullName: 'Ada',
      inbox: 'link',
      withPassword: false,
    });
    expect(
      flowReducer(state, { type: 'email-sent', email: 'ada@example.com', fullName: 'Ada', method: 'code' })
        .inbox,
    ).toBe('code');
  });

  it('go to UNRECOGNIZED_EMAIL on NotFound, then to all sign-in options or to sign-up with the address', () => {
    const unrecognized = run([
      { type: 'start', operation: 'login' },
      { type: 'choose-email' },
      { type: 'email-unrecognized', email: 'ada@example.com' },
    ]);
    expect(unrecognized).toMatchObject({ step: 'UNRECOGNIZED_EMAIL', email: 'ada@example.com' });
    expect(flowReducer(unrecognized, { type: 'see-all-sign-in-options' })).toMatchObject({
      step: 'SIGNIN_OPTIONS',
      operation: 'login',
    });
    expect(flowReducer(unrecognized, { type: 'create-account' })).toMatchObject({
      step: 'ENTER_EMAIL',
      operation: 'register',
      email: 'ada@example.com',
    });
  });

  it('go back from ENTER_EMAIL to the options', () => {
    expect(
      run([{ type: 'start', operation: 'register' }, { type: 'choose-email' }, { type: 'back-to-options' }])
        .step,
    ).toBe('SIGNUP_OPTIONS');
  });

  it('reset to step none and operation login when closed, from anywhere', () => {
    const state = run([
      { type: 'start', operation: 'register' },
      { type: 'choose-email' },
      { type: 'email-sent', email: 'ada@example.com', fullName: '', method: 'code' },
      { type: 'close' },
    ]);
    expect(state).toEqual(closedFlow);
  });

  it('switch the login e-mail step to the password form and back, keeping the address', () => {
    const password = run([
      { type: 'start', operation: 'login' },
      { type: 'choose-email' },
      { type: 'use-password', email: 'ada@example.com' },
    ]);
    expect(password).toMatchObject({
      step: 'ENTER_EMAIL',
      operation: 'login',
      email: 'ada@example.com',
      withPassword: true,
    });
    expect(flowReducer(password, { type: 'use-magic-link', email: 'ada@example.org' })).toMatchObject({
      step: 'ENTER_EMAIL',
      email: 'ada@example.org',
      withPassword: false,
    });
    expect(flowReducer(password, { type: 'back-to-options' })).toMatchObject({
      step: 'SIGNIN_OPTIONS',
      withPassword: false,
    });
    expect(flowReducer(password, { type: 'close' })).toEqual(closedFlow);
  });
});
