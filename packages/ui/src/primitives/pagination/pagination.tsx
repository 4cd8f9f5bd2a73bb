import * as React from 'react';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { pageRange, paginationWindow } from './page-items';

type PaginationProps = Omit<React.ComponentProps<'nav'>, 'onChange'> & {
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The counted noun of 'Menampilkan X - Y dari Z artikel'. */
  itemLabel?: string;
};

const pageButton =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-50';

function Pagination({
  currentPage,
  lastPage,
  perPage,
  total,
  onPageChange,
  itemLabel = 'artikel',
  className,
  ...props
}: PaginationProps) {
  const { from, to } = pageRange(currentPage, perPage, total);
  const items = paginationWindow(currentPage, lastPage);

  return (
    <nav
      data-slot="pagination"
      aria-label="Paginasi"
      className={cn('flex flex-col items-center gap-4', className)}
      {...props}
    >
      <p data-slot="pagination-summary" className="text-muted-foreground text-sm">
        Menampilkan {from} - {to} dari {total} {itemLabel}
      </p>
      {lastPage > 1 ? (
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <StepButton
            label="Halaman sebelumnya"
            icon={ChevronLeft}
            disabled={currentPage <= 1}
            onClick={() => onPageChange(currentPage - 1)}
          />
          {items.map((item, index) =>
            item === 'ellipsis' ? (
              <li
                key={`ellipsis-${index}`}
                aria-hidden
                className="text-muted-foreground inline-flex size-11 items-center justify-center"
              >
                ...
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  aria-label={`Halaman ${item}`}
                  aria-current={item === currentPage ? 'page' : undefined}
                  onClick={() => onPageChange(item)}
                  className={cn(
                    pageButton,
                    item === currentPage
                      ? 'bg-primary text-primary-foreground'
                      : 'text-foreground hover:bg-primary-soft',
                  )}
                >
                  {item}
                </button>
              </li>
            ),
          )}
          <StepButton
            label="Halaman berikutnya"
            icon={ChevronRight}
            disabled={currentPage >= lastPage}
            onClick={() => onPageChange(currentPage + 1)}
          />
        </ul>
      ) : null}
    </nav>
  );
}

/** 'Halaman sebelumnya' and 'Halaman berikutnya': disabled at the ends. */
function StepButton({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        className={cn(
          pageButton,
          'text-primary hover:bg-primary-soft disabled:hover:bg-transparent',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </button>
    </li>
  );
}

export { Pagination, type PaginationProps };
