import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/** How far the skip buttons and the J / L keys move. */
export const SKIP_SECONDS = 5;

export interface Playback {
  /** Where the review is: the audio's position, or the line chosen when there is no audio. */
  position: number;
  playing: boolean;
  /** The recording's length once the browser knows it. */
  duration: number | null;
  /** The recording could not be played (gone from storage, or a network failure). */
  failed: boolean;
  seek: (seconds: number) => void;
  skip: (seconds: number) => void;
  toggle: () => void;
  /** Props of the one <audio> element. */
  audio: {
    ref: RefObject<HTMLAudioElement | null>;
    src: string | undefined;
    preload: "none";
    onTimeUpdate: () => void;
    onPlay: () => void;
    onPause: () => void;
    onLoadedMetadata: () => void;
    onError: () => void;
  };
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The review's clock, kept by the browser's own <audio> element. preload="none": nothing is fetched until the
 * first play; a seek before that only sets where playback will start. Without audio, the clock is the line
 * or moment last chosen, so the transcript still follows. Keys K (play/pause), J and L (back/forward 5 s) work
 * anywhere on the page except while typing.
 */
export function usePlayback(url: string | null): Playback {
  const ref = useRef<HTMLAudioElement>(null);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [duration, setDuration] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const seek = useCallback(
    (seconds: number) => {
      const target = Math.max(0, seconds);
      const element = ref.current;
      if (element && url) element.currentTime = target;
      setPosition(target);
    },
    [url],
  );

  const skip = useCallback(
    (seconds: number) => seek((ref.current && url ? ref.current.currentTime : position) + seconds),
    [seek, url, position],
  );

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element || !url) return;
    if (element.paused) element.play().catch(() => setFailed(true));
    else element.pause();
  }, [url]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "k") toggle();
      else if (key === "j") skip(-SKIP_SECONDS);
      else if (key === "l") skip(SKIP_SECONDS);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle, skip]);

  return {
    position,
    playing,
    duration,
    failed,
    seek,
    skip,
    toggle,
    audio: {
      ref,
      src: url ?? undefined,
      preload: "none",
      onTimeUpdate: () => setPosition(ref.current?.currentTime ?? 0),
      onPlay: () => setPlaying(true),
      onPause: () => setPlaying(false),
      onLoadedMetadata: () => setDuration(Number.isFinite(ref.current?.duration) ? ref.current!.duration : null),
      onError: () => {
        setFailed(true);
        setPlaying(false);
      },
    },
  };
}
