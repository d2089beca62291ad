import { consumePostRead, raisePostRead } from './navigation-state.ts';

describe('the post-read flag of the navigation state', () => {
  test('is down until a read raises it, and is cleared by the navigation that consumes it', () => {
    expect(consumePostRead()).toBeNull();
    raisePostRead({ postId: 'a1', progress: 'STARTED' });
    raisePostRead({ postId: 'a1', progress: 'FINISHED' });
    expect(consumePostRead()).toEqual({ postId: 'a1', progress: 'FINISHED' });
    expect(consumePostRead()).toBeNull();
  });
});
