import * as React from 'react';
import { Quote, Star } from 'lucide-react';
import type { Testimonial } from '@klinik/clinic';
import { cn } from '../../../lib/cn';

type TestimonialCardProps = React.ComponentProps<'figure'> & {
  /** A patient's words and rating (1 to 5) as the API answers them. */
  testimonial: Testimonial;
};

const cardClass =
  'border-border bg-background shadow-card flex h-full flex-col rounded-2xl border p-6';

/** A patient's words with a star rating read out as 'n dari 5'. */
function TestimonialCard({ testimonial, className, ...props }: TestimonialCardProps) {
  const rating = Math.min(5, Math.max(0, Math.round(testimonial.rating)));
  return (
    <figure data-slot="testimonial-card" className={cn(cardClass, className)} {...props}>
      <div className="flex items-center justify-between">
        <p role="img" aria-label={`Rating ${rating} dari 5`} className="flex gap-0.5">
          {Array.from({ length: 5 }, (_, index) => (
            <Star
              key={index}
              aria-hidden
              className={cn(
                'size-5',
                index < rating ? 'fill-accent text-accent' : 'text-border-strong',
              )}
            />
          ))}
        </p>
        <Quote aria-hidden className="text-primary-soft-hover size-8" />
      </div>
      <blockquote className="text-foreground mt-4 flex-1 leading-relaxed">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="border-border mt-5 border-t pt-4">
        <span className="text-foreground block font-bold">{testimonial.name}</span>
        <span className="text-muted-foreground block text-sm">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

export { TestimonialCard, type TestimonialCardProps };
