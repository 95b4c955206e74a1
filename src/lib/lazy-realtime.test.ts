import { loadRealtime, RealtimeClient } from './lazy-realtime';

const made = vi.hoisted(
  () => [] as { endPoint: string; options: unknown; setAuth: ReturnType<typeof vi.fn>; channel: ReturnType<typeof vi.fn> }[],
);

vi.mock('@supabase/realtime-js', () => ({
  RealtimeClient: class {
    setAuth = vi.fn(async () => undefined);
    channel = vi.fn((topic: string) => ({ topic }));
    getChannels = vi.fn(() => ['one']);
    constructor(endPoint: string, options: unknown) {
      made.push({ endPoint, options, setAuth: this.setAuth, channel: this.channel });
    }
  },
}));

describe('the realtime stand-in supabase-js is given', () => {
  it('holds the token until the first channel, then builds the real client with it', async () => {
    const client = new RealtimeClient('ws://api/realtime/v1', { params: { apikey: 'anon' } });
    await client.setAuth('token-1');
    await client.setAuth('token-2');
    expect(client.getChannels()).toEqual([]);
    await expect(client.removeChannel({} as never)).resolves.toBe('ok');
    expect(() => client.channel('before-load')).toThrow(/await loadRealtime/);
    expect(made).toEqual([]);

    await loadRealtime();
    expect(client.channel('user-notifications-1')).toEqual({ topic: 'user-notifications-1' });
    expect(made).toHaveLength(1);
    expect(made[0].endPoint).toBe('ws://api/realtime/v1');
    expect(made[0].options).toEqual({ params: { apikey: 'anon' } });
    expect(made[0].setAuth.mock.calls).toEqual([['token-2']]);

    // From then on everything goes straight to the real client.
    await client.setAuth(null);
    expect(made[0].setAuth.mock.calls).toEqual([['token-2'], [null]]);
    client.channel('second');
    expect(made).toHaveLength(1);
    expect(client.getChannels()).toEqual(['one']);
  });
});
