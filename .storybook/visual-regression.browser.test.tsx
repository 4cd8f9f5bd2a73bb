/**
 * Proof that the story screenshots see a whole tall story: a story three times as tall as the
 * phone viewport gets a baseline (in a temporary folder, see vitest.config.ts), matches it, and
 * then fails the comparison, with a diff image written, once a single pixel near its bottom
 * changes. A capture cut at the viewport would miss that pixel, which lies below the viewport.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory } from '@storybook/react-vite';
import { describe, expect, inject, test } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import preview from './preview';
import { matchStoryScreenshot, withFullHeight } from './visual-regression';

const phone = { width: 390, height: 844 };

/** Sixteen cards, about 2,400 px at phone width: a long list, or a whole page. */
function TallFixture() {
  return (
    <div className="relative flex flex-col gap-4 p-4" data-testid="tall-fixture">
      {Array.from({ length: 16 }, (_, index) => (
        <section key={index} className="border-border rounded-lg border p-4">
          <h2 className="text-xl font-bold">Sesi Latihan {index + 1}</h2>
          <p className="text-muted-foreground">
            Fisioterapis memandu gerakan penguatan lutut secara bertahap sampai Anda bisa naik
            tangga tanpa nyeri.
          </p>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Proof/TallFixture',
  component: TallFixture,
  // The test compares by hand, against its own baseline.
  parameters: { screenshot: false },
} satisfies Meta<typeof TallFixture>;

const TallStory: StoryObj<typeof meta> = {};
const Tall = composeStory(TallStory, meta, preview);

const storyId = 'proof-tallfixture--tall-story';
const name = 'tall-story';
const dir = inject('visualProofDir');
const file = (arg: string, folder = dir) =>
  `${folder}/${arg}-${server.browser}-${server.platform}.png`;

/** Width and height from a PNG's header (bytes 16 to 23, big-endian). */
async function pngSize(path: string) {
  const bytes = Uint8Array.from(atob(await commands.readFile(path, 'base64')), (c) =>
    c.charCodeAt(0),
  );
  const view = new DataView(bytes.buffer);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// With --update every mismatch rewrites the baseline and passes: there is nothing to prove.
describe.skipIf(server.config.snapshotOptions.updateSnapshot === 'all')(
  'a story taller than the viewport',
  () => {
    test('fails the comparison when one pixel near its bottom changes, and writes the diff', async () => {
      await page.viewport(phone.width, phone.height);
      const canvasElement = document.createElement('div');
      document.body.append(canvasElement);
      await Tall.run({ canvasElement });
      const story = canvasElement.querySelector<HTMLElement>('[data-testid="tall-fixture"]');
      if (!story) throw new Error('The fixture did not render');
      const storyHeight = Math.ceil(story.getBoundingClientRect().height);
      expect(storyHeight).toBeGreaterThan(2 * phone.height);

      // The baseline, captured the way the stories are.
      await withFullHeight(canvasElement, (frame) =>
        page.screenshot({ element: frame, path: file(name) }),
      );
      await expect(pngSize(file(name))).resolves.toEqual({
        width: phone.width,
        height: storyHeight,
      });
      expect(window.innerHeight).toBe(phone.height);

      // Unchanged, the story matches its baseline.
      await matchStoryScreenshot(canvasElement, storyId);

      // One pixel, 4 px above the bottom edge, in the danger colour.
      const pixel = document.createElement('span');
      pixel.style.cssText =
        'position:absolute;left:24px;bottom:4px;width:1px;height:1px;background:var(--color-danger)';
      story.append(pixel);
      expect(pixel.getBoundingClientRect().top).toBeGreaterThan(2 * phone.height);

      await expect(matchStoryScreenshot(canvasElement, storyId)).rejects.toThrow(
        /Screenshot does not match the stored reference\.\s+1 pixels \(ratio [\d.]+\) differ/,
      );
      const attachments = `${dir}/attachments`;
      await expect(pngSize(file(`${name}-diff`, attachments))).resolves.toEqual({
        width: phone.width,
        height: storyHeight,
      });
      await expect(pngSize(file(`${name}-actual`, attachments))).resolves.toEqual({
        width: phone.width,
        height: storyHeight,
      });
    });
  },
);
