export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  counts: () => [...adminDashboardKeys.all, 'counts'] as const,
};
