import { randomBytes } from 'node:crypto';
import { routes } from '@oneclick/shared';
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  createEditor,
  createVerifiedAccount,
  logInPage,
  logInThroughForm,
  openAccountMenu,
  signedInApi,
} from '../support/accounts';
import { clientOf, refusalOf } from '../support/api';
import { useLanguage } from '../support/language';
import { messages } from '../support/messages';

const VIDEO_ID = 'Ab3_cD4-eF5';

test('an admin grants editor access from the dashboard, and the CMS link appears for the editor', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const editor = await createVerifiedAccount(request, baseURL!, 'Nina Editor');
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  await page.goto('/users');
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  await page.getByLabel('E-mail of the account').fill(editor.email);
  await page.getByLabel('May edit').selectOption('en-US');
  await page.getByRole('button', { name: 'Save access' }).click();
  await expect(page.getByRole('status')).toHaveText(`${editor.email} may now edit: English.`);

  const editorPage = await (await browser.newContext()).newPage();
  await useLanguage(editorPage, 'en-US');
  await editorPage.goto('/login');
  await logInThroughForm(editorPage, editor.email);
  await (await openAccountMenu(editorPage)).getByRole('menuitem', { name: 'CMS' }).click();
  await expect(editorPage.getByTestId('editor-scope')).toHaveText('You can edit: English');
});

test('an editor writes a post, visitors find and watch it, the editor edits and deletes it', async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  // A long journey through two browsers: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const tag = randomBytes(3).toString('hex');
  const category = `Cabinet basics ${tag}`;
  const title = `Hinges and handles ${tag}`;
  const editor = await createEditor(playwright, request, baseURL!, 'en-US');
  await useLanguage(page, 'en-US');
  await page.goto('/login');
  await logInThroughForm(page, editor.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/write_post');

  const categoryForm = page.getByTestId('category-form');
  await expect(categoryForm.getByRole('button', { name: 'Add category' })).toBeDisabled();
  await categoryForm.getByRole('textbox', { name: 'Name' }).fill(category);
  await categoryForm.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('status')).toHaveText('Category created');

  const postForm = page.getByTestId('post-form');
  const save = postForm.getByRole('button', { name: 'Save' });
  await postForm.getByRole('textbox', { name: 'Title' }).fill(title);
  await postForm
    .getByRole('textbox', { name: 'Short description' })
    .fill('Fit hinges & handles.\nThen check < 2 mm gaps.');
  await expect(save).toBeDisabled();
  await postForm.getByRole('textbox', { name: 'YouTube URL' }).fill(`https://youtu.be/${VIDEO_ID}`);
  await postForm.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category }).click();
  await save.click();
  await expect(page.getByRole('status')).toHaveText('Post created');

  const visitor =
    await test.step('a visitor finds it in /videos by searching, and the link to it can be shared', async () => {
      const visitor = await (await page.context().browser()!.newContext()).newPage();
      await useLanguage(visitor, 'en-US');
      await visitor.goto('/videos');
      await visitor.getByRole('searchbox', { name: 'Search tutorials' }).fill(`handles ${tag.toUpperCase()}`);
      const list = visitor.getByRole('navigation', { name: 'Tutorials' });
      await expect(list.getByRole('button')).toHaveCount(1);
      await list.getByRole('button', { name: title }).click();
      await expect(visitor).toHaveURL(/\/videos\?post=[\w-]+$/);
      const viewer = visitor.getByTestId('tutorial-viewer');
      await expect(viewer.getByRole('heading', { name: title })).toBeVisible();
      await expect(viewer.getByText('Then check < 2 mm gaps.')).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByTestId('tutorial-viewer').getByRole('heading', { name: title })).toBeVisible();
      await visitor.getByRole('button', { name: `Play the video: ${title}` }).click();
      await expect(visitor.locator('iframe')).toHaveAttribute(
        'src',
        `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0`,
      );
      await visitor.getByRole('searchbox', { name: 'Search tutorials' }).fill('no such tutorial anywhere');
      await expect(visitor.getByText('No tutorial matches “no such tutorial anywhere”.')).toBeVisible();
      return visitor;
    });

  await test.step('the visitor finds it in /tutorials too, searching on Enter', async () => {
    await visitor.goto('/tutorials?lang=en-US');
    const search = visitor.getByRole('searchbox', { name: 'Search the documentation' });
    await search.fill(category);
    await search.press('Enter');
    await visitor.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: title }).click();
    await expect(visitor.getByTestId('tutorial-viewer').getByRole('heading', { name: title })).toBeVisible();
  });

  await test.step('the editor edits it in the CMS modal, which stays open after saving', async () => {
    await page.goto('/cms');
    await page.getByRole('button', { name: `Edit: ${title}` }).click();
    const modal = page.getByRole('dialog', { name: 'Edit post' });
    await modal.getByRole('textbox', { name: 'Title' }).fill(`${title} (v2)`);
    await modal.getByRole('button', { name: 'Save' }).click();
    // The notice is shown in the modal, where the editor is looking.
    await expect(modal.getByRole('status')).toHaveText('Save successfully');
    await expect(modal.getByRole('status')).toBeInViewport();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('posts-table')).toContainText(`${title} (v2)`);
  });

  await test.step('deleting asks first', async () => {
    await page.getByRole('button', { name: `Delete: ${title} (v2)` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await expect(confirm).toContainText('Do you want do delete? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete the post' }).click();
    await expect(page.getByRole('status')).toHaveText('Post deleted');
    await expect(page.getByTestId('posts-table')).not.toContainText(title);
  });

  await test.step('the category is empty now, so it can go too', async () => {
    await page
      .getByRole('row')
      .filter({ has: page.locator(`input[value="${category}"]`) })
      .getByRole('button')
      .click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete the category' }).click();
    await expect(page.getByRole('status')).toHaveText('Category deleted');
  });
});

test('the CMS tables page through the server, 5 rows at a time, and keep their page after an edit', async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  const editor = await createEditor(playwright, request, baseURL!, 'TH');
  const api = await signedInApi(playwright, baseURL!, editor.email, 'cedar cabinet doors 24');
  const tag = randomBytes(3).toString('hex');
  for (let n = 1; n <= 7; n += 1) {
    await clientOf(api).call(routes.cms.createCategory, { body: { name: `หมวด ${tag} ${n}`, lang: 'TH' } });
  }
  await useLanguage(page, 'en-US');
  await page.goto('/login');
  await logInThroughForm(page, editor.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/cms');
  const table = page.getByTestId('categories-table');
  await expect(table.getByRole('row')).toHaveCount(6);
  await page.getByRole('button', { name: 'Page 2', exact: true }).first().click();
  await expect(table.locator(`input[value="หมวด ${tag} 1"]`)).toBeVisible();
  const name = table.locator(`input[value="หมวด ${tag} 2"]`);
  await name.fill(`หมวด ${tag} สอง`);
  await name.blur();
  await expect(page.getByRole('status')).toHaveText('Category updated');
  await expect(table.locator(`input[value="หมวด ${tag} สอง"]`)).toBeVisible();
  await expect(table.locator(`input[value="หมวด ${tag} 1"]`)).toBeVisible();
  await api.dispose();
});

test('an editor scoped to Vietnamese cannot touch an English post', async ({ page, playwright, request, baseURL }) => {
  const english = await createEditor(playwright, request, baseURL!, 'en-US');
  const vietnamese = await createEditor(playwright, request, baseURL!, 'vi');
  const englishApi = await signedInApi(playwright, baseURL!, english.email, 'cedar cabinet doors 24');
  const tag = randomBytes(3).toString('hex');
  const asEnglish = clientOf(englishApi);
  const category = await asEnglish.call(routes.cms.createCategory, { body: { name: `Scope ${tag}`, lang: 'en-US' } });
  const post = await asEnglish.call(routes.cms.createPost, {
    body: {
      title: `English only ${tag}`,
      shortDescription: 'x',
      youtubeUrl: `https://youtu.be/${VIDEO_ID}`,
      lang: 'en-US',
      categoryId: category.id,
    },
  });

  const vietnameseApi = await signedInApi(playwright, baseURL!, vietnamese.email, 'cedar cabinet doors 24');
  const asVietnamese = clientOf(vietnameseApi);
  const edit = asVietnamese.call(routes.cms.updatePost, {
    params: { id: post.id },
    body: {
      title: 'Taken over',
      shortDescription: 'x',
      youtubeUrl: `https://youtu.be/${VIDEO_ID}`,
      lang: 'en-US',
      categoryId: category.id,
    },
  });
  expect((await refusalOf(edit)).status).toBe(403);
  expect((await refusalOf(asVietnamese.call(routes.cms.deletePost, { params: { id: post.id } }))).status).toBe(403);

  await useLanguage(page, 'en-US');
  await page.goto('/login');
  await logInThroughForm(page, vietnamese.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/cms');
  await expect(page.getByTestId('editor-scope')).toHaveText('You can edit: Vietnamese');
  await expect(page.getByText(`English only ${tag}`)).toHaveCount(0);
  await englishApi.dispose();
  await vietnameseApi.dispose();
});

test('a visitor opening /cms or /write_post is sent to the login page', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/write_post');
  await expect(page).toHaveURL(/\/login$/);
});

for (const language of ['vi', 'th'] as const) {
  test(`the editor screens speak ${language}`, async ({ page, playwright, request, baseURL }) => {
    const cms = messages(language, 'cms');
    const editor = await createEditor(playwright, request, baseURL!, 'admin');
    await useLanguage(page, 'en-US');
    await page.goto('/login');
    await logInThroughForm(page, editor.email);
    await expect(page).toHaveURL(/\/profile$/);
    await page.evaluate((value) => localStorage.setItem('one_language', value), language);
    await page.goto('/cms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.cms.heading);
    await expect(page.getByRole('heading', { name: cms.cms.categories, exact: true })).toBeVisible();
    await page.goto('/write_post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.writePost.heading);
    await expect(page.getByTestId('post-form').getByRole('button', { name: cms.modal.save })).toBeDisabled();
  });
}
