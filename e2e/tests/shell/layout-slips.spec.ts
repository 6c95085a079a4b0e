import { expect, test, ADMIN, signIn, steps } from '../fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('at 1280 px the users table wraps an email only after its "@", never mid-word', async ({ page }) => {
  steps(3);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/user');
  const table = page.getByRole('table', { name: 'Usuarios' });
  await expect(table.getByText('camila.rojas@gestora.local')).toBeVisible();
  // Where each email's second line starts, read from the characters' boxes: -1 when it fits on one line.
  const breaks = await table.evaluate((el) =>
    Array.from(el.querySelectorAll('p'))
      .filter((p) => /^[^\s@]+@[^\s@]+$/.test(p.textContent ?? ''))
      .map((p) => {
        const text = p.textContent ?? '';
        const range = document.createRange();
        const tops: number[] = [];
        let offset = 0;
        for (const node of Array.from(p.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE)) {
          for (let i = 0; i < (node.textContent ?? '').length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            tops[offset + i] = Math.round(range.getBoundingClientRect().top);
          }
          offset += (node.textContent ?? '').length;
        }
        return { text, at: tops.findIndex((t) => t > tops[0]) };
      }),
  );
  expect(breaks.length).toBeGreaterThan(3);
  for (const { text, at } of breaks) if (at !== -1) expect(text.slice(0, at), text).toMatch(/@$/);
});

test("at 1280 px the tickets' department filter shows its whole placeholder", async ({ page }) => {
  steps(3);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/ticket');
  const department = page.getByPlaceholder('Todos los departamentos');
  await expect(department).toBeVisible();
  await expect(department).toHaveAttribute('aria-label', 'Departamento');
  // The placeholder's width in the input's own font, against the room the input leaves for text.
  const { text, room } = await department.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
  });
  expect(text).toBeLessThanOrEqual(room);
});
