import { defaultToastDuration, toastAnimationMs, toastStyles, toToast } from './toast.ts';

describe('the toast model (spec 2 §3, §4, §9)', () => {
  it('knows the spec’s 32 styles, in its order', () => {
    expect(toastStyles).toHaveLength(32);
    expect(toastStyles[0]).toBe('EU_PRIVACY_BANNER');
    expect(toastStyles.at(-1)).toBe('RETRY_STRIPE_CONNECTION');
    expect(toastStyles).not.toContain('MESSAGE');
  });

  it('keeps a named style and MESSAGE; any other string is a plain MESSAGE', () => {
    expect(toToast({ message: 'm', toastStyle: 'MUTE_ENTITY' }).toastStyle).toBe('MUTE_ENTITY');
    expect(toToast({ message: 'm', toastStyle: 'MESSAGE' }).toastStyle).toBe('MESSAGE');
    expect(toToast({ message: 'm', toastStyle: 'CONFETTI' }).toastStyle).toBe('MESSAGE');
    expect(toToast({ message: 'm', toastStyle: 'mute_entity' }).toastStyle).toBe('MESSAGE');
    expect(toToast({ message: 'm' }).toastStyle).toBe('MESSAGE');
  });

  it('shows for 5000 ms unless told otherwise, and animates for 300 ms', () => {
    expect(defaultToastDuration).toBe(5000);
    expect(toastAnimationMs).toBe(300);
    expect(toToast({ message: 'm' }).duration).toBe(5000);
    expect(toToast({ message: 'm', duration: 1200 }).duration).toBe(1200);
    expect(toToast({ message: 'm', duration: 'FOREVER' }).duration).toBe('FOREVER');
    expect(toToast({ message: 'm', duration: 'NEXTPAGE' }).duration).toBe('NEXTPAGE');
  });

  it('uses the default for a duration that could not hide the toast sensibly', () => {
    for (const duration of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(toToast({ message: 'm', duration }).duration).toBe(5000);
    }
  });

  it('keeps the message, extra params (testId) and actions as given', () => {
    const onUndo = () => undefined;
    const toast = toToast({
      message: 'Muted',
      extraParams: { testId: 'mute-toast', name: 'Ada' },
      undo: { label: 'Undo', onUndo },
      link: { route: 'ShowHome', params: {}, label: 'Home' },
    });
    expect(toast).toEqual({
      message: 'Muted',
      toastStyle: 'MESSAGE',
      duration: 5000,
      extraParams: { testId: 'mute-toast', name: 'Ada' },
      undo: { label: 'Undo', onUndo },
      link: { route: 'ShowHome', params: {}, label: 'Home' },
    });
    expect(toToast({ message: 'm' }).extraParams).toEqual({});
  });
});
