import { matchPath } from 'react-router-dom';
import { paths } from './paths';

describe('paths', () => {
  it('builds hrefs for every route of the route table', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.auth.getHref()).toBe('/auth');
    expect(paths.sessions.getHref()).toBe('/sessions');
    expect(paths.sessionDetail.getHref('abc')).toBe('/sessions/abc');
    expect(paths.sessionEdit.getHref(42)).toBe('/sessions/42/edit');
    expect(paths.casinos.getHref()).toBe('/casinos');
    expect(paths.casinoDetail.getHref('c-1')).toBe('/casinos/c-1');
    expect(paths.account.getHref()).toBe('/account');
    expect(paths.w2gNew.getHref()).toBe('/w2g/new');
    expect(paths.w2gReports.getHref()).toBe('/w2g/reports');
    expect(paths.w2gExport.getHref()).toBe('/w2g/export');
    expect(paths.social.getHref()).toBe('/social');
    expect(paths.socialNew.getHref()).toBe('/social/new');
    expect(paths.postDetail.getHref('p1')).toBe('/social/p1');
    expect(paths.admin.auth.getHref()).toBe('/admin/auth');
    expect(paths.admin.dashboard.getHref()).toBe('/admin/dashboard');
    expect(paths.admin.casinos.getHref()).toBe('/admin/casinos');
    expect(paths.admin.casinoSlotMachines.getHref('c9')).toBe('/admin/casinos/c9/slot-machines');
    expect(paths.admin.slotMachines.getHref()).toBe('/admin/slot-machines');
    expect(paths.admin.notifications.getHref()).toBe('/admin/notifications');
    expect(paths.admin.social.getHref()).toBe('/admin/social');
    expect(paths.admin.users.getHref()).toBe('/admin/users');
  });

  it('encodes ids so they stay one path segment', () => {
    expect(paths.sessionDetail.getHref('a/b c')).toBe('/sessions/a%2Fb%20c');
  });

  it('each href matches its own route pattern', () => {
    expect(matchPath(paths.sessionEdit.path, paths.sessionEdit.getHref('s1'))?.params).toEqual({ sessionId: 's1' });
    expect(matchPath(paths.postDetail.path, paths.postDetail.getHref('p2'))?.params).toEqual({ postId: 'p2' });
    expect(matchPath(paths.admin.casinoSlotMachines.path, paths.admin.casinoSlotMachines.getHref('c3'))?.params).toEqual({
      casinoId: 'c3',
    });
  });
});
