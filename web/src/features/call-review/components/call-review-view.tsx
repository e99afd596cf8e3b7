import { useState } from "react";
import { Link } from "react-router";
import type { CallReview, TimelineMoment } from "@domain/call-review";
import { buttonClasses, Button } from "@/components/ui/button";
import { paths } from "@domain/app-paths";
import { usePlayback } from "../hooks/use-playback";
import { useRevealInStages } from "../hooks/use-reveal-in-stages";
import { currentLine } from "../lib/review-text";
import { AudioPlayer } from "./audio-player";
import { CoachingNotes, MomentNotes, NOTE_FIELD_ID } from "./coaching-notes";
import { CriteriaList } from "./criteria-list";
import { MomentsTimeline } from "./moments-timeline";
import { RealCallComparison } from "./real-call-comparison";
import { ReviewCard } from "./review-card";
import { ReviewHeader } from "./review-header";
import { CORRECTION_REASON_ID, CorrectionForm, CorrectionHistory } from "./score-corrections";
import { ScoreExplanations } from "./score-explanations";
import { FLAG_FIELD_ID, ScoreFlags } from "./score-flags";
import { TemperatureChart } from "./temperature-chart";
import { TranscriptPanel } from "./transcript-panel";

/** The call's length: the longest of its stated duration and its last line (the recording may say more once loaded). */
function lengthOf(review: CallReview): number {
  const lastLine = review.transcript.at(-1)?.timestamp ?? 0;
  return Math.max(review.durationSeconds ?? 0, lastLine + 1);
}

/** A moment's way into a form below: the form takes the moment, and the focus moves to its field. */
function MomentAction({
  label,
  time,
  fieldId,
  onPick,
}: {
  label: string;
  time: number;
  fieldId: string;
  onPick: (seconds: number) => void;
}) {
  return (
    <Button
      variant="secondary"
      onClick={() => {
        onPick(time);
        document.getElementById(fieldId)?.focus();
      }}
    >
      {label}
    </Button>
  );
}

/**
 * Hear the call and read it together, see its moments, the criteria, the score they explain, the lead's temperature,
 * notes, corrections and flags. In summary (the agent's broker keeps the analysis) the call, notes, corrections and flags.
 */
export function CallReviewView({ review }: { review: CallReview }) {
  // The call's header first; then the player, the transcript and moments, and the rest, each in its own task.
  const shown = useRevealInStages(3);
  const playback = usePlayback(review.audio.available ? review.audio.url : null);
  const [draftTime, setDraftTime] = useState(0);
  const [flagTime, setFlagTime] = useState(0);
  const [correctionMoment, setCorrectionMoment] = useState<number | null>(null);
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
        <MomentAction label="Add a note here" time={moment.time} fieldId={NOTE_FIELD_ID} onPick={setDraftTime} />
      ) : null}
      {review.canCorrect ? (
        <MomentAction
          label="Correct the score here"
          time={moment.time}
          fieldId={CORRECTION_REASON_ID}
          onPick={setCorrectionMoment}
        />
      ) : null}
      {review.canFlag ? (
        <MomentAction label="Flag as misjudged" time={moment.time} fieldId={FLAG_FIELD_ID} onPick={setFlagTime} />
      ) : null}
    </>
  );
  const momentActions = review.canRetry || review.canAnnotate || review.canCorrect || review.canFlag;
  const practice = review.source === "practice";

  return (
    <div className="space-y-6">
      <ReviewHeader review={review} />
      {review.canPractiseCall ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-sm text-slate-900">
            Practise against a lead drafted from this call’s lead: their objections, in their words.
          </p>
          <Link to={paths.practiseRealCall(review.id)} className={buttonClasses("primary")}>
            Practise this call again
          </Link>
        </div>
      ) : null}
      {review.realCallComparison ? (
        <ReviewCard id="real-call-comparison-heading" title="Beside the real call">
          <RealCallComparison comparison={review.realCallComparison} />
        </ReviewCard>
      ) : null}
      {shown >= 1 ? (
        <ReviewCard id="player-heading" title="Listen">
          {review.audio.available && !playback.failed ? (
            <AudioPlayer playback={playback} length={length} />
          ) : (
            <p className="text-sm text-slate-800" role="note">
              {review.audio.available
                ? "The recording could not be played: it may no longer be kept. The transcript and the moments still work."
                : review.audio.reason}
            </p>
          )}
          {analysis ? (
            <div className="mt-4">
              <h3 className="text-sm font-bold text-slate-900">The lead’s temperature</h3>
              <TemperatureChart points={analysis.temperature} length={length} position={playback.position} />
            </div>
          ) : null}
        </ReviewCard>
      ) : null}
      {shown >= 2 ? (
        <div className={review.detail === "full" ? "grid gap-6 lg:grid-cols-2" : ""}>
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
          {review.detail === "full" ? (
            <ReviewCard id="moments-heading" title="Moments">
              <MomentsTimeline
                moments={analysis?.timeline ?? []}
                length={length}
                position={playback.position}
                onSeek={playback.seek}
                actions={momentActions ? actions : undefined}
                annotations={(moment) => <MomentNotes notes={review.notes} time={moment.time} />}
              />
            </ReviewCard>
          ) : null}
        </div>
      ) : null}
      {shown >= 3 ? (
        <>
          {review.criteria ? (
            <ReviewCard id="criteria-heading" title="What the call asked for">
              <CriteriaList criteria={review.criteria} onSeek={playback.seek} />
            </ReviewCard>
          ) : null}
          {practice ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <ReviewCard id="score-history-heading" title="Score corrections">
                <CorrectionHistory corrections={review.corrections} onSeek={playback.seek} />
                {review.canCorrect ? (
                  <div className="mt-4">
                    <CorrectionForm
                      review={review}
                      moment={correctionMoment}
                      position={playback.position}
                      onMomentChange={setCorrectionMoment}
                    />
                  </div>
                ) : null}
              </ReviewCard>
              <ReviewCard id="flags-heading" title="Flagged moments">
                <ScoreFlags
                  review={review}
                  draftTime={flagTime}
                  position={playback.position}
                  onDraftTimeChange={setFlagTime}
                  onSeek={playback.seek}
                />
              </ReviewCard>
            </div>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2">
            {analysis ? (
              <ReviewCard id="breakdown-heading" title="What the score is made of">
                <ScoreExplanations analysis={analysis} scores={review.scores} onSeek={playback.seek} />
              </ReviewCard>
            ) : null}
            {practice ? (
              <ReviewCard id="notes-heading" title="Coaching notes">
                <CoachingNotes
                  review={review}
                  draftTime={draftTime}
                  position={playback.position}
                  onDraftTimeChange={setDraftTime}
                  onSeek={playback.seek}
                />
              </ReviewCard>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
