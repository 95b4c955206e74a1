import { svgDataUri } from './security';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

describe('svgDataUri', () => {
  it('escapes the SVG text supabase-js puts in the data URI, so a # colour does not cut it', () => {
    expect(svgDataUri('data:image/svg+xml;utf-8,<svg fill="#fff"></svg>')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20fill%3D%22%23fff%22%3E%3C%2Fsvg%3E',
    );
  });
  it('leaves an already escaped or other URI alone', () => {
    expect(svgDataUri('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%3E');
    expect(svgDataUri('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
