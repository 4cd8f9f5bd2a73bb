import * as React from 'react';
import { UserPlus } from 'lucide-react';
import { staffRoles, type Branch, type FormAnswer } from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import type { FormComponent, FormElementProps } from '../../../lib/form';
import { InputField } from '../../../primitives/field/field';
import { FormCard } from '../../../primitives/form-card/form-card';
import { deskFields, deskIntent } from '../desk-intents';

type AccountFormProps = Omit<FormElementProps, 'method' | 'children'> & {
  /** The accounts page's address: the form posts there (intent `add-account`). */
  action: string;
  /** What the form renders as: the site's router form. */
  as?: FormComponent;
  /** Every branch: a receptionist's account is given one or more. */
  branches: readonly Pick<Branch, 'value' | 'label'>[];
  /** Sending now: the button reads 'Mengirim...'. */
  pending?: boolean;
  /**
   * The action's answer: each refused field's message at its field (`emailTaken`,
   * `branchesRequired`); an account added shows its set-up link in the list.
   */
  answer?: FormAnswer;
};

const fieldOrder = ['email', 'name', 'role', 'branches'] as const;

const groupLegend = 'text-foreground mb-2 text-sm font-semibold';
const choiceRow =
  'text-foreground flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-base';

/**
 * An admin adds a staff account: e-mail, name, role ('Admin' or 'Resepsionis', `staffRoles`) and,
 * for a receptionist, the branches it works at (a box per branch, one `branches` field per ticked
 * box). A POST form (intent `add-account`); the answer's set-up link is shown once in the list.
 */
function AccountForm({
  as,
  action,
  branches,
  pending = false,
  answer,
  ...props
}: AccountFormProps) {
  const { formRef, errors, message, values, fieldsKey, onChange } = useFormAnswer(
    answer,
    fieldOrder,
  );
  const id = React.useId();
  const chosenBranches = (values.branches ?? '').split(',').filter(Boolean);
  const groupError = (name: 'role' | 'branches') =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-danger text-sm font-semibold">
        {errors[name]}
      </p>
    ) : null;
  return (
    <FormCard
      as={as}
      ref={formRef}
      slot="account-form"
      action={action}
      aria-label="Tambah akun staf"
      pending={pending}
      notice={message}
      submit={{ label: 'Tambah akun', icon: UserPlus }}
      onChange={onChange}
      {...props}
    >
      <input type="hidden" name={deskIntent.name} value={deskIntent.addAccount} />
      <div key={fieldsKey} className="grid gap-5">
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <InputField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={values.email}
            error={errors.email}
          />
          <InputField
            label="Nama"
            name="name"
            autoComplete="off"
            required
            maxLength={100}
            defaultValue={values.name}
            error={errors.name}
          />
        </div>
        <fieldset
          aria-describedby={errors.role ? `${id}-role-error` : undefined}
          className="grid min-w-0"
        >
          <legend className={groupLegend}>Peran</legend>
          <div className="flex flex-wrap gap-x-6">
            {staffRoles.map((role) => (
              <label key={role.value} className={choiceRow}>
                <input
                  type="radio"
                  name="role"
                  value={role.value}
                  required
                  defaultChecked={(values.role ?? 'desk') === role.value}
                  className="accent-primary size-5"
                />
                {role.label}
              </label>
            ))}
          </div>
          {groupError('role')}
        </fieldset>
        <fieldset
          aria-describedby={`${id}-branches-hint${errors.branches ? ` ${id}-branches-error` : ''}`}
          className="grid min-w-0"
        >
          <legend className={groupLegend}>Cabang</legend>
          <p id={`${id}-branches-hint`} className="text-muted-foreground mb-1 text-sm">
            Untuk resepsionis: cabang yang boleh dilihatnya. Admin melihat semua cabang.
          </p>
          <div className="flex flex-wrap gap-x-6">
            {branches.map((branch) => (
              <label key={branch.value} className={choiceRow}>
                <input
                  type="checkbox"
                  name={deskFields.branches}
                  value={branch.value}
                  defaultChecked={chosenBranches.includes(branch.value)}
                  className="accent-primary size-5"
                />
                {branch.label}
              </label>
            ))}
          </div>
          {groupError('branches')}
        </fieldset>
      </div>
    </FormCard>
  );
}

export { AccountForm, type AccountFormProps };
