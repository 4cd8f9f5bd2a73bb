import * as React from 'react';
import { cn } from '../../../lib/cn';
import { splitProcessStep } from '../service';

type ProcessStepsProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title?: string;
  /** Each step is "title - detail". */
  steps: readonly string[];
  headingLevel?: 'h2' | 'h3';
};

/** The numbered recovery process of a service. */
function ProcessSteps({
  title = 'Proses Pemulihan',
  steps,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: ProcessStepsProps) {
  const titleId = React.useId();
  const StepHeading = Heading === 'h2' ? 'h3' : 'h4';
  if (!steps.length) return null;
  return (
    <section data-slot="process-steps" aria-labelledby={titleId} className={className} {...props}>
      <Heading id={titleId} className="text-foreground text-2xl font-bold">
        {title}
      </Heading>
      <ol className="mt-6 grid gap-0">
        {steps.map((step, index) => {
          const { title: stepTitle, detail } = splitProcessStep(step);
          const last = index === steps.length - 1;
          return (
            <li key={step} data-slot="process-step" className="relative flex gap-4 pb-8 last:pb-0">
              {last ? null : (
                <span aria-hidden className="bg-border absolute top-11 bottom-1 left-5 w-0.5" />
              )}
              <span
                aria-hidden
                className="bg-primary text-primary-foreground relative flex size-10 shrink-0 items-center justify-center rounded-full font-bold tabular-nums"
              >
                {index + 1}
              </span>
              <div className={cn('pt-1.5')}>
                <StepHeading className="text-foreground font-bold">
                  <span className="sr-only">Langkah {index + 1}: </span>
                  {stepTitle}
                </StepHeading>
                {detail ? <p className="text-muted-foreground mt-1 text-sm">{detail}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export { ProcessSteps, type ProcessStepsProps };
