import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { useCallback, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAutosave } from '../hooks/use-autosave';
import { useFlushBeforeLeaving } from '../hooks/use-flush-before-leaving';
import { useLaunch } from '../hooks/use-launch';
import type { TDraft } from '../lib/draft';
import { nameProblem } from '../lib/draft';
import { errorsOfStep, stepOfField, stepProblems, stepsFor, type TStepId } from '../lib/steps';
import { ComposeBar } from './compose-bar';
import { ComposeStepper } from './compose-stepper';
import { SaveState } from './save-state';
import { StepPanel } from './step-panel';

type TProps = { options: TComposeOptions; initialDraft: TDraft; initialId: number | null };

/** The create-mdc-communication wizard: six route-less steps over one autosaved draft. */
export function ComposeWizard({ options, initialDraft, initialId }: TProps) {
  const { t } = useTranslation('compose');
  const [, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState(initialDraft);
  const [current, setCurrent] = useState<TStepId>('setup');
  const [reached, setReached] = useState(initialId ? 99 : 0);
  const [attempted, setAttempted] = useState<TStepId[]>([]);
  const [serverErrors, setServerErrors] = useState<TFieldErrors>({});

  const onCreated = useCallback(
    (id: number) => setSearchParams({ id: String(id) }, { replace: true }),
    [setSearchParams],
  );
  const autosave = useAutosave(draft, initialId, onCreated);
  useFlushBeforeLeaving(autosave.flush, autosave.isDirty);

  const steps = stepsFor(draft, options);
  const index = Math.max(0, steps.indexOf(current));
  const open = (step: TStepId) => {
    setCurrent(step);
    setReached((r) => Math.max(r, steps.indexOf(step)));
  };
  const launch = useLaunch(autosave.flush, (errors) => {
    setServerErrors(errors);
    const first = steps.find((step) => Object.keys(errors).some((f) => stepOfField(f) === step));
    if (first) open(first);
  });

  const launchAction = options.approvalRequired
    ? 'submit'
    : draft.schedule.kind === 'now'
      ? 'sendNow'
      : 'schedule';

  const update = (change: (d: TDraft) => TDraft) => {
    setDraft(change);
    // What the server said about this step's fields no longer holds once they change.
    setServerErrors((errors) =>
      Object.fromEntries(
        Object.entries(errors).filter(([field]) => stepOfField(field) !== current),
      ),
    );
  };

  const live: TFieldErrors = {};
  if (draft.name !== '') {
    const problem = nameProblem(draft.name);
    if (problem) live.name = problem;
  }
  const errors: TFieldErrors = {
    ...live,
    ...autosave.errors,
    ...Object.assign({}, ...attempted.map((step) => stepProblems(step, draft, options))),
    ...serverErrors,
  };

  const next = () => {
    if (Object.keys(stepProblems(current, draft, options)).length > 0) {
      setAttempted((list) => (list.includes(current) ? list : [...list, current]));
      return;
    }
    autosave.flush().catch(() => undefined);
    const following = steps[index + 1];
    if (following) open(following);
  };

  return (
    <div className="full-screen-page compose-page">
      <ComposeBar>
        <SaveState state={autosave.state} error={autosave.errorMessage} />
      </ComposeBar>
      <div className="full-screen-page__body compose-page__body">
        <h1 className="h4 mb-3">{draft.name.trim() || t('title')}</h1>
        <ComposeStepper
          steps={steps}
          current={index}
          reached={Math.min(reached, steps.length - 1)}
          onOpen={(i) => open(steps[i] ?? 'setup')}
        />
        <section className="compose-panel" aria-labelledby="compose-step-title">
          <h2 id="compose-step-title" className="h5 mb-3">
            {t(`steps.${current}`)}
          </h2>
          <StepPanel
            step={current}
            props={{
              draft,
              update,
              options,
              errors: errorsOfStep(current, errors),
              flush: autosave.flush,
            }}
            launch={launch}
          />
          <div className="compose-panel__nav">
            {index > 0 && (
              <Button variant="outline-secondary" onClick={() => open(steps[index - 1] ?? 'setup')}>
                {t('nav.back')}
              </Button>
            )}
            {current === 'review' ? (
              <Button
                className="ms-auto"
                onClick={() => void launch.run()}
                disabled={launch.launching}
              >
                {launch.launching ? t('review.launching') : t(`review.action.${launchAction}`)}
              </Button>
            ) : (
              <Button className="ms-auto" onClick={next}>
                {t('nav.next')}
              </Button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
