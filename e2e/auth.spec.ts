import { expect } from '@playwright/test';
import { test } from './clock';
import { signIn, signUp, snap, uniqueEmail, waitForMailLink } from './support';

const PASSWORD = 'correct-horse-42';
/** Home, possibly with the empty '#' supabase-js leaves after consuming an auth fragment. */
const HOME = /^http:\/\/127\.0\.0\.1:\d+\/#?$/;

test('sign up, confirm by e-mail, sign in, sign out', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'signup');

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await snap(page, testInfo, 'auth-sign-in');

  await signUp(page, { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD });
  await expect(page.getByText('Account created successfully! Please check your email to verify your account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  await snap(page, testInfo, 'auth-sign-up-done');

  // Not confirmed yet: signing in is refused.
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Email Verification Required')).toBeVisible();

  // The confirmation link 303-redirects back to the app with a session in the fragment.
  const link = await waitForMailLink(request, email, 'signup');
  await page.goto(link);
  await expect(page).toHaveURL(HOME);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('User');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(HOME);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Casino Play Stats')).toBeVisible();
  await snap(page, testInfo, 'home');

  await page.goto('/sessions');
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await snap(page, testInfo, 'sessions-placeholder');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await snap(page, testInfo, 'user-menu');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});

test('a wrong password shows Sign In Failed', async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, 'nobody'), 'wrong-password');
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await snap(page, testInfo, 'auth-sign-in-failed');
});

test('sign-up validation messages show under the fields', async ({ page }, testInfo) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdeg');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' }).getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Password Mismatch')).toBeVisible();
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await snap(page, testInfo, 'auth-sign-up-errors');
});

test('password recovery: e-mail link, new password, sign in with it', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'recover');
  await signUp(page, { firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD });
  await expect(page.getByText('Account created successfully! Please check your email to verify your account.')).toBeVisible();
  await page.goto(await waitForMailLink(request, email, 'signup'));
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Email Sent')).toBeVisible();

  await page.goto(await waitForMailLink(request, email, 'recovery'));
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await snap(page, testInfo, 'auth-set-new-password');
  const newPassword = 'brand-new-secret-7';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Reset Successful')).toBeVisible();

  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(HOME);
  await expect(page.getByText(email)).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }, testInfo) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await snap(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-out visit to /sessions lands on /auth', async ({ page }) => {
  await page.goto('/sessions');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});

test('a signed-out visit to an admin page lands on /admin/auth', async ({ page }, testInfo) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/auth$/);
  await expect(page.getByRole('heading', { name: 'Administrator Sign In' })).toBeVisible();
  await snap(page, testInfo, 'admin-auth');
  await page.getByRole('button', { name: 'Sign In to Admin Console' }).click();
  await expect(page.getByText('Please fill in all fields').first()).toBeVisible();
});
