import { expect as baseExpect, type Page } from '@playwright/test';
import { clockNow, test } from './clock';
import { snap } from './support';
import { gradientPng, newProjectPage, setNickname, signUpConfirmed } from './social-support';
import { expectServer, getStatus } from './server';

/** This machine is shared and often saturated: give each expectation room. */
const expect = baseExpect.configure({ timeout: 60_000 });

/** A toast's title (sonner renders title and description as separate nodes). */
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').getByText(title, { exact: true });

test('share a win, react, comment, report, then edit and delete it', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(600_000);
  const project = testInfo.project.name;
  const caption = `Hit the Grand on Buffalo Gold! ${project}-${clockNow()}`;

  // Player A shares a win with an image.
  await signUpConfirmed(page, request, testInfo, 'social-a', 'Avery');
  await setNickname(page, request, `Avery ${project}`);
  await page.goto('/social');
  await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
  await page.getByRole('link', { name: 'Share a Win' }).click();
  await expect(page).toHaveURL(/\/social\/new$/);
  await expect(page.getByRole('heading', { name: 'Share a Win' })).toBeVisible();
  await expect(page.getByText('Visible to everyone')).toBeVisible();

  await page.getByLabel('Caption').fill(caption);
  await expect(page.getByText(`${caption.length}/1000`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Casino (optional)' }).click();
  await page.getByPlaceholder('Search casinos...').fill('Bellagio');
  await page
    .getByRole('option', { name: /Bellagio/ })
    .first()
    .click();
  await page.getByLabel('Image (optional)').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: gradientPng() });
  await expect(page.getByRole('img', { name: 'Preview of your upload' })).toBeVisible();
  await snap(page, testInfo, 'social-share-form');

  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Posted')).toBeVisible();
  await expect(page).toHaveURL(/\/social\/[0-9a-f-]{36}$/);
  const postUrl = new URL(page.url()).pathname;
  await expect(page.getByText(caption)).toBeVisible();

  // The post heads the public feed with its number, casino, nickname and image.
  await page.goto('/social');
  const cardA = page.getByRole('article').filter({ hasText: caption });
  await expect(cardA).toBeVisible();
  await expect(cardA.getByText('#1', { exact: true })).toBeVisible();
  await expect(cardA.getByText(`Avery ${project}`)).toBeVisible();
  await expect(cardA.getByText('Bellagio')).toBeVisible();
  await expect(cardA.getByRole('img', { name: 'Shared win' })).toBeVisible();
  const imageUrl = await cardA.getByRole('img', { name: 'Shared win' }).getAttribute('src');
  expect(imageUrl).toContain('/storage/v1/object/public/social-posts/posts/');
  await expectServer(getStatus(request, imageUrl!)).toBe(200);
  await expect(cardA.getByRole('button', { name: 'Report' })).toHaveCount(0);
  await expect(page.getByText('No image provided.').first()).toBeVisible();
  await snap(page, testInfo, 'social-feed');

  // Player B reacts, comments and reports.
  const pageB = await newProjectPage(browser, testInfo);
  await signUpConfirmed(pageB, request, testInfo, 'social-b', 'Blake');
  // The picture comes 1.5 s after the post: the reactions under it must not move when it arrives (a tap would miss).
  const pictures = '**/storage/v1/object/**';
  await pageB.route(pictures, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await pageB.goto('/social');
  const card = pageB.getByRole('article').filter({ hasText: caption });
  await expect(card).toBeVisible();
  const like = card.getByRole('button', { name: /^Like/ });
  const celebrate = card.getByRole('button', { name: /^Celebrate/ });
  const likeAt = () => like.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const beforePicture = await likeAt();
  await expect
    .poll(() => card.getByRole('img', { name: 'Shared win' }).evaluate((el) => (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(await likeAt()).toBe(beforePicture);
  await pageB.unroute(pictures);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like 1');
  await celebrate.click();
  await expect(celebrate).toHaveAttribute('aria-pressed', 'true');
  await expect(celebrate).toHaveAccessibleName('Celebrate 1');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Like 0');

  await card.getByRole('button', { name: 'Comments' }).click();
  await expect(card.getByText('No comments yet.')).toBeVisible();
  const box = card.getByLabel('Add a comment');
  await expect(card.getByRole('button', { name: 'Comment', exact: true })).toBeDisabled();
  await box.fill('   ');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.getByText('Comment cannot be empty')).toBeVisible();
  await box.fill('Congrats, what a hit!');
  await expect(card.getByText('21/500')).toBeVisible();
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(toast(pageB, 'Comment added')).toBeVisible();
  await expect(card.getByText('Congrats, what a hit!')).toBeVisible();
  await box.fill('Same machine pays at https://example.com/slots');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(toast(pageB, 'Comment submitted')).toBeVisible();
  await expect(pageB.getByText('Your comment is under review and will appear once approved.')).toBeVisible();
  await expect(card.getByText('Same machine pays at')).toHaveCount(0);

  await card.getByRole('button', { name: 'Report' }).click();
  const dialog = pageB.getByRole('dialog', { name: 'Report post' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await pageB.getByRole('option', { name: 'Other' }).click();
  await dialog.getByLabel('Details').fill('Looks like a staged photo');
  await expect(dialog.getByPlaceholder('Tell us more (optional)')).toBeVisible();
  await snap(pageB, testInfo, 'social-report-dialog');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toast(pageB, 'Reported')).toBeVisible();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveText('Inappropriate content');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toast(pageB, 'Notice')).toBeVisible();
  await expect(pageB.getByText('You already reported this post.')).toBeVisible();

  // B on the detail page: Report, not the owner's menu; B deletes a comment of their own.
  await pageB.goto(postUrl);
  await expect(pageB.getByText(caption)).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Post options' })).toHaveCount(0);
  await expect(pageB.getByRole('link', { name: /Bellagio/ })).toHaveAttribute('href', /\/casinos\/[0-9a-f-]{36}$/);
  await pageB.getByLabel('Add a comment').fill('Second thoughts');
  await pageB.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(toast(pageB, 'Comment added')).toBeVisible();
  const own = pageB.getByRole('listitem').filter({ hasText: 'Second thoughts' });
  await own.getByRole('button', { name: 'Delete comment' }).click();
  await expect(pageB.getByRole('alertdialog')).toContainText('Are you sure you want to delete this comment?');
  await pageB.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(pageB, 'Comment deleted')).toBeVisible();
  await expect(pageB.getByText('Second thoughts')).toHaveCount(0);
  await pageB.context().close();

  // A sees the reactions and the approved comment only, edits the caption, then deletes the post.
  await page.goto(postUrl);
  await expect(page.getByRole('button', { name: /^Celebrate/ })).toHaveAccessibleName('Celebrate 1');
  await expect(page.getByRole('button', { name: /^Like/ })).toHaveAccessibleName('Like 0');
  await expect(page.getByText('Congrats, what a hit!')).toBeVisible();
  await expect(page.getByText('Same machine pays at')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Report' })).toHaveCount(0);
  await snap(page, testInfo, 'social-post-detail');

  await page.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Edit Post' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit.getByText(`${caption.length}/1000`)).toBeVisible();
  await edit.getByLabel('Caption').fill(`  ${caption} (edited)  `);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Updated')).toBeVisible();
  await expect(page.getByText(`${caption} (edited)`)).toBeVisible();

  await page.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete Post' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this post? This action cannot be undone.');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/social$/);
  await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
  await expect(page.getByText(caption)).toHaveCount(0);
  // The post's image went with it.
  await expectServer(getStatus(request, imageUrl!)).toBeGreaterThanOrEqual(400);

  await page.goto(postUrl);
  await expect(page.getByText('Post not found.')).toBeVisible();
});

test('a private post shows in My Posts only; favourites filter explains an empty list', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  const caption = `Quiet session note ${testInfo.project.name}-${clockNow()}`;
  await signUpConfirmed(page, request, testInfo, 'social-private', 'Casey');

  await page.goto('/social/new');
  await page.getByLabel('Caption').fill(caption);
  await page.getByRole('switch', { name: 'Public' }).click();
  await expect(page.getByText('Only you can see this')).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Posted')).toBeVisible();
  await expect(page.getByText('Private', { exact: true })).toBeVisible();

  await page.goto('/social');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(caption)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Feed' }).click();
  await page.getByRole('option', { name: 'My Posts' }).click();
  const mine = page.getByRole('article').filter({ hasText: caption });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('No image provided.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  // A new player has no favourites, so the filter does not offer them; the URL form still explains.
  await page.getByRole('combobox', { name: 'Casino' }).click();
  await expect(page.getByRole('option', { name: /My Favorite Casinos/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/social?casino=favorites');
  await expect(page.getByText('No favorite casinos selected. Add some favorites first!')).toBeVisible();
});
