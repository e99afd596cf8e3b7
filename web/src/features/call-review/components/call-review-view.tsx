import { useState } from "react";
import { Link } from "react-router";
import type { CallReview, TimelineMoment } from "@domain/call-review";
import { buttonClasses, Button } from "@/components/ui/button";
import { paths } from "@domain/app-paths";
import { usePlayback } from "../hooks/use-playback";
import { currentLine } from "../lib/review-text";
import { AudioPlayer } from "./audio-player";
import { CoachingNotes, MomentNotes, NOTE_FIELD_ID } from "./coaching-notes";
import { MomentsTimeline } from "./moments-timeline";
import { ReviewCard } from "./review-card";
import { ReviewHeader } from "./review-header";
import { ScoreExplanations } from "./score-explanations";
import { TemperatureChart } from "./temperature-chart";
import { TranscriptPanel } from "./transcript-panel";

/** The call's length: the longest of its stated duration and its last line (the recording may say more once loaded). */
function lengthOf(review: CallReview): number {
  const lastLine = review.transcript.at(-1)?.timestamp ?? 0;
  return Math.max(review.durationSeconds ?? 0, lastLine + 1);
}

/** Hear the call and read it together, see its moments, the score they explain, the lead's temperature, and notes. */
export function CallReviewView({ review }: { review: CallReview }) {
  const playback = usePlayback(review.audio.available ? review.audio.url : null);
  const [draftTime, setDraftTime] = useState(0);
  const length = Math.max(lengthOf(review), playback.duration ?? 0);
  const line = currentLine(review.transcript, playback.position);
  const analysis = review.analysis;

  const actions = (moment: TimelineMoment) => (
    <>
      {review.canRetry && moment.kind === "objection" ? (
        <Link to={paths.practiseAgain(review.id, moment.time)} className={buttonClasses("secondary")}>
          Practise this moment again
        </Link>
      ) : null}
      {review.canAnnotate ? (
        <Button
          variant="secondary"
          onClick={() => {
            setDraftTime(moment.time);
            document.getElementById(NOTE_FIELD_ID)?.focus();
          }}
        >
          Add a note here
        </Button>
      ) : null}
    </>
  );

  return (
    <div className="space-y-6">
      <ReviewHeader review={review} />
      <ReviewCard id="player-heading" title="Listen">
        {review.audio.available && !playback.failed ? (
          <AudioPlayer playback={playback} length={length} />
        ) : (
          <p className="text-sm text-slate-800" role="note">
            {review.audio.available ? "The recording could not be played: it may no longer be kept. The transcript and the moments still work." : review.audio.reason}
          </p>
        )}
        {analysis ? (
          <div className="mt-4">
            <h3 className="text-sm font-bold text-slate-900">The lead’s temperature</h3>
            <TemperatureChart points={analysis.temperature} length={length} position={playback.position} />
          </div>
        ) : null}
      </ReviewCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReviewCard id="transcript-heading" title="Transcript">
          <TranscriptPanel
            transcript={review.transcript}
            current={line}
            following={playback.playing}
            viewer={review.viewer}
            agentName={review.agentName}
            onSeek={playback.seek}
          />
        </ReviewCard>
        <ReviewCard id="moments-heading" title="Moments">
          <MomentsTimeline
            moments={analysis?.timeline ?? []}
            length={length}
            position={playback.position}
            onSeek={playback.seek}
            actions={review.canRetry || review.canAnnotate ? actions : undefined}
            annotations={(moment) => <MomentNotes notes={review.notes} time={moment.time} />}
          />
        </ReviewCard>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {analysis ? (
          <ReviewCard id="breakdown-heading" title="What the score is made of">
            <ScoreExplanations analysis={analysis} onSeek={playback.seek} />
          </ReviewCard>
        ) : null}
        {review.source === "practice" ? (
          <ReviewCard id="notes-heading" title="Coaching notes">
            <CoachingNotes review={review} draftTime={draftTime} position={playback.position} onDraftTimeChange={setDraftTime} onSeek={playback.seek} />
          </ReviewCard>
        ) : null}
      </div>
    </div>
  );
}
