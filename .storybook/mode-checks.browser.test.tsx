/**
 * Proof that the checks of the four modes (mode-checks.ts) can fail: a deliberately broken
 * control, a box wider than the screen, text over text, clipped text and an animation that
 * ignores reduced motion are each caught, and the library's own button passes.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { Button } from '../packages/ui/src/primitives/button/button';
import { reflowWidth } from '../packages/ui/src/stories/modes';
import '../packages/ui/src/styles/theme.css';
import {
  axeViolations,
  clippedText,
  controlsWithoutFrames,
  overlappingText,
  paintedTextFill,
  playingMotion,
  sidewaysScroll,
} from './mode-checks';

let root: Root | undefined;
let host: HTMLElement | undefined;

/**
 * Renders `node` and commits it before returning: `root.render` alone only schedules the work,
 * and on a busy machine the next animation frame can come before React's task, leaving the
 * checks an empty box.
 */
function render(node: React.ReactNode): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  const created = createRoot(host);
  root = created;
  flushSync(() => created.render(node));
  return host;
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

afterEach(async () => {
  root?.unmount();
  host?.remove();
  await commands.emulateMedia({ forcedColors: null, reducedMotion: null });
  await page.viewport(1280, 900);
});

describe('forced colours', () => {
  test('the library button keeps its border and focus outline', async () => {
    const box = render(<Button>Kirim Pesan</Button>);
    await commands.emulateMedia({ forcedColors: 'active' });
    await frame();
    await expect(controlsWithoutFrames(box)).resolves.toEqual([]);
  });

  test('a control drawn by its fill, its focus outline taken away, fails on both', async () => {
    // Inline styles: Tailwind writes only the classes the library uses.
    const box = render(
      <button type="button" className="bg-primary" style={{ border: 0, outline: 'none' }}>
        Kirim Pesan
      </button>,
    );
    await commands.emulateMedia({ forcedColors: 'active' });
    await frame();
    await expect(controlsWithoutFrames(box)).resolves.toEqual([
      'button "Kirim Pesan": no border',
      'button "Kirim Pesan": no focus outline',
    ]);
  });
});

describe('colour contrast in forced colours', () => {
  const contrast = async (node: React.ReactNode) => {
    const box = render(node);
    await commands.emulateMedia({ forcedColors: 'active' });
    await frame();
    const restore = paintedTextFill(box);
    try {
      return await axeViolations({ context: { include: box } });
    } finally {
      restore();
    }
  };

  test('a pale text on a dark surface is measured in the colour the system paints it', async () => {
    await expect(
      contrast(
        <p style={{ color: '#c5e3de', background: '#0b4f4a', padding: 8 }}>
          Pasien telah ditangani
        </p>,
      ),
    ).resolves.toEqual([]);
  });

  test('a text that keeps its own colours is still measured in them', async () => {
    const violations = await contrast(
      <p style={{ forcedColorAdjust: 'none', color: '#cccccc', background: '#ffffff' }}>
        Teks pucat
      </p>,
    );
    expect(violations.map((line) => line.split(' ')[0])).toEqual(['color-contrast']);
  });
});

describe('narrow reflow', () => {
  test('a box wider than 320 px makes the page scroll sideways', async () => {
    await page.viewport(reflowWidth, 640);
    render(<div style={{ width: 400 }}>Jadwal terapi minggu ini</div>);
    await frame();
    const problems = sidewaysScroll();
    expect(problems[0]).toMatch(/px too wide$/);
    expect(problems.some((line) => line.startsWith('div "Jadwal terapi minggu ini"'))).toBe(true);
  });

  test('text that wraps inside the screen passes', async () => {
    await page.viewport(reflowWidth, 640);
    render(<p>Jadwal terapi minggu ini dapat berubah mengikuti ketersediaan terapis.</p>);
    await frame();
    expect(sidewaysScroll()).toEqual([]);
  });

  test('text laid over other text is found', async () => {
    const box = render(
      <div style={{ position: 'relative', height: 40 }}>
        <span style={{ position: 'absolute', top: 0, left: 0 }}>Buka hari ini</span>
        <span style={{ position: 'absolute', top: 0, left: 8 }}>Tutup besok</span>
      </div>,
    );
    await frame();
    expect(overlappingText(box)).toEqual(['"Buka hari ini" overlaps "Tutup besok"']);
  });

  test('text under an open popover with a background is covered, not overlapped', async () => {
    const at = { position: 'fixed', top: 0, left: 0, margin: 0, padding: 0, border: 0 } as const;
    const box = render(
      <>
        <span style={at}>Jadwal terapi minggu ini</span>
        <div popover="manual" style={{ ...at, background: 'white' }}>
          Menu utama
        </div>
        <div popover="manual" style={{ ...at, background: 'transparent' }}>
          Cari layanan
        </div>
      </>,
    );
    await frame();
    const [opaque, clear] = box.querySelectorAll<HTMLElement>('[popover]');
    opaque?.showPopover();
    await frame();
    expect(overlappingText(box)).toEqual([]);
    expect(opaque?.matches(':popover-open')).toBe(true);
    clear?.showPopover();
    await frame();
    expect(overlappingText(box)).toEqual(['"Jadwal terapi minggu ini" overlaps "Cari layanan"']);
  });

  test('a box that cuts its text off is found, an ellipsis is not', async () => {
    const box = render(
      <>
        <div style={{ width: 80, overflow: 'hidden', whiteSpace: 'nowrap' }}>
          Fisioterapi Olahraga
        </div>
        <div
          style={{ width: 80, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
        >
          Fisioterapi Olahraga
        </div>
      </>,
    );
    await frame();
    expect(clippedText(box)).toEqual(['div "Fisioterapi Olahraga" cuts off its text']);
  });
});

describe('reduced motion', () => {
  test('an animation that ignores the setting is found', async () => {
    await commands.emulateMedia({ reducedMotion: 'reduce' });
    const box = render(<div>Memuat</div>);
    await frame();
    box.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 1000, iterations: Infinity });
    expect(playingMotion()).toEqual(['script on div "Memuat"']);
  });

  test('a CSS animation of the library stops at once', async () => {
    await commands.emulateMedia({ reducedMotion: 'reduce' });
    render(<div className="animate-pulse">Memuat</div>);
    await frame();
    await frame();
    expect(playingMotion()).toEqual([]);
  });
});
