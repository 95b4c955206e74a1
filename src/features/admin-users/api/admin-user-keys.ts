/** Query keys of the admin user management screen, general to specific. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  authUsers: () => [...adminUserKeys.all, 'auth-users'] as const,
  appUsers: () => [...adminUserKeys.all, 'app-users'] as const,
  appUserPage: (page: number) => [...adminUserKeys.appUsers(), page] as const,
  admins: () => [...adminUserKeys.all, 'admins'] as const,
  summary: (userId: string) => [...adminUserKeys.all, 'summary', userId] as const,
  securitySettings: () => [...adminUserKeys.all, 'security-settings'] as const,
};
