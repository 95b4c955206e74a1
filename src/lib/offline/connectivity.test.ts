import { onlineManager } from '@tanstack/react-query';
import { fetchReportingNetwork, reportNetworkFailure } from './connectivity';

describe('connectivity', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('goes offline only when the API cannot be reached either, and back online when a later probe gets through', async () => {
    vi.useFakeTimers();
    let reachable = false;
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    vi.stubGlobal('fetch', fetchMock);
    const probe = reportNetworkFailure();
    await vi.advanceTimersByTimeAsync(0);
    expect(onlineManager.isOnline()).toBe(false);
    expect(reportNetworkFailure()).toBe(probe); // one probe at a time
    reachable = true;
    await vi.advanceTimersByTimeAsync(5000);
    await probe;
    expect(onlineManager.isOnline()).toBe(true);
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/\/auth\/v1\/health$/);
  });

  it('a dropped request with the API reachable changes nothing; an aborted one starts no probe', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('/rest/')) throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchReportingNetwork('http://api.test/rest/v1/x')).rejects.toThrow('Failed to fetch');
    await reportNetworkFailure();
    expect(onlineManager.isOnline()).toBe(true);
    fetchMock.mockClear();
    const aborted = new AbortController();
    aborted.abort();
    await expect(fetchReportingNetwork('http://api.test/rest/v1/x', { signal: aborted.signal })).rejects.toThrow();
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['http://api.test/rest/v1/x']);
  });
});
