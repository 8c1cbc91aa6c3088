// The carousel of carousel.tsx (SPEC §9): loops every data-interval ms, pauses
// while hovered or focused, and stops for good once the visitor takes control (arrows, dots, swipe,
// ←/→, or the pause button, which then offers to resume).

export default function carousel(root: HTMLElement): void {
  const slides = root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
  const count = slides.length;
  const track = slides[0]?.parentElement;
  const pause = root.querySelector<HTMLElement>('[data-pause]');
  if (count < 2 || !track || !pause) return;
  const dots = root.querySelectorAll<HTMLElement>('[data-slide]');
  const pauseIcon = pause.querySelector('use');
  const interval = Number(root.dataset.interval) || 5000;
  let index = 0;
  let hovered = false;
  let focused = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let touchX: number | undefined;

  const render = () => {
    const paused = hovered || focused || stopped;
    track.style.transform = `translateX(-${index * 100}%)`;
    track.setAttribute('aria-live', paused ? 'polite' : 'off');
    slides.forEach((slide, i) => {
      slide.setAttribute('aria-hidden', String(i !== index));
      slide.inert = i !== index;
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    pause.setAttribute('aria-label', (stopped ? pause.dataset.resumeLabel : pause.dataset.pauseLabel) ?? '');
    const sprite = pauseIcon?.getAttribute('href')?.split('#')[0];
    pauseIcon?.setAttribute('href', `${sprite}#${stopped ? 'play' : 'pause'}`);
    // The timer restarts only when the pause state changes, as the autoplay moves on by itself.
    if (String(paused) === root.dataset.paused && (paused || timer)) return;
    root.dataset.paused = String(paused);
    clearInterval(timer);
    timer = paused
      ? undefined
      : setInterval(() => {
          index = (index + 1) % count;
          render();
        }, interval);
  };

  const go = (next: number) => {
    stopped = true;
    index = (next + count) % count;
    render();
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('button');
    if (!button) return;
    const { step, slide } = button.dataset;
    if (step) go(index + Number(step));
    else if (slide) go(Number(slide));
    else if (button === pause) {
      stopped = !stopped;
      render();
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  });
  const hover = (value: boolean) => () => {
    hovered = value;
    render();
  };
  root.addEventListener('mouseenter', hover(true));
  root.addEventListener('mouseleave', hover(false));
  root.addEventListener('focusin', () => {
    focused = true;
    render();
  });
  root.addEventListener('focusout', (event) => {
    focused = root.contains(event.relatedTarget as Node | null);
    render();
  });
  root.addEventListener(
    'touchstart',
    (event) => {
      touchX = event.touches[0]?.clientX;
    },
    { passive: true },
  );
  root.addEventListener(
    'touchend',
    (event) => {
      const endX = event.changedTouches[0]?.clientX;
      if (touchX !== undefined && endX !== undefined && Math.abs(endX - touchX) > 40)
        go(endX < touchX ? index + 1 : index - 1);
      touchX = undefined;
    },
    { passive: true },
  );
  render();
}
