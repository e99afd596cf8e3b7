import { clock } from "@domain/call-review";
import { Button } from "@/components/ui/button";
import { SKIP_SECONDS, type Playback } from "../hooks/use-playback";

interface AudioPlayerProps {
  playback: Playback;
  /** The call's length from its transcript, until the recording says its own. */
  length: number;
}

/** The browser's own <audio> with big, labelled controls and a position slider; keys K, J and L work page-wide. */
export function AudioPlayer({ playback, length }: AudioPlayerProps) {
  const total = Math.max(playback.duration ?? length, playback.position, 1);
  return (
    <div className="space-y-3">
      <audio {...playback.audio} className="hidden" data-testid="call-audio" />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => playback.skip(-SKIP_SECONDS)}
          aria-label={`Back ${SKIP_SECONDS} seconds`}
        >
          −{SKIP_SECONDS} s
        </Button>
        <Button onClick={playback.toggle} className="min-w-24">
          {playback.playing ? "Pause" : "Play"}
        </Button>
        <Button
          variant="secondary"
          onClick={() => playback.skip(SKIP_SECONDS)}
          aria-label={`Forward ${SKIP_SECONDS} seconds`}
        >
          +{SKIP_SECONDS} s
        </Button>
        <span className="ml-auto font-mono text-sm text-slate-800" data-testid="player-position">
          {clock(playback.position)} / {clock(total)}
        </span>
      </div>
      <input
        type="range"
        min={0}
        max={Math.ceil(total)}
        step={1}
        value={Math.min(Math.floor(playback.position), Math.ceil(total))}
        onChange={(event) => playback.seek(Number(event.target.value))}
        aria-label="Position in the call"
        aria-valuetext={`${clock(playback.position)} of ${clock(total)}`}
        className="h-6 w-full cursor-pointer accent-slate-900"
      />
      <p className="text-xs text-slate-700">
        Keys: K play or pause · J back {SKIP_SECONDS} s · L forward {SKIP_SECONDS} s
      </p>
    </div>
  );
}
