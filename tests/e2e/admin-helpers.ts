import { expect, type Locator, type Page } from '@playwright/test';
import { toasts } from './fixtures';

// Steps every admin content screen shares: the toast of a write, and deleting through the
// spec's confirmation dialog (Cancelar keeps the item, the confirm button deletes it).

/** A toast saying `text` (a form's own status line may say the same words). */
export async function expectToast(page: Page, text: string) {
  await expect(toasts(page).getByText(text, { exact: true })).toBeVisible();
}

export async function deleteThroughDialog(
  page: Page,
  item: Locator,
  dialog: { text: string; confirm: string; toast: string },
) {
  await item.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
  await expect(confirm).toContainText(dialog.text);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Excluir' }).click();
  await confirm.getByRole('button', { name: dialog.confirm, exact: true }).click();
  await expectToast(page, dialog.toast);
  await expect(item).toHaveCount(0);
}
