export const APP_USER_PAGE_SIZE = 25;
