// The form part of /dev/styleguide: every control in its states, and a form driven by the form
// kit (useForm) that shows inline errors, focus on the first error, loading and the success
// alert. The demo form sends nothing: it checks its fields and waits a moment, nothing more.
import { useState } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox, RadioGroup } from '../ui/choice.tsx';
import { DateField } from '../ui/date-field.tsx';
import { SelectField, TextAreaField, TextField } from '../ui/field.tsx';
import { useForm } from '../ui/use-form.ts';
import { isAccountEmail } from '../validation/patterns.ts';
import { messages } from '../validation/messages.ts';

const ignore = () => undefined;
const demo = (state: 'hover' | 'focus') => (element: HTMLInputElement | null) =>
  element?.setAttribute('data-demo', state);
const nights = [
  ['7', '7 nights'],
  ['30', '30 nights'],
] as const;

function States() {
  const [checked, setChecked] = useState(true);
  return (
    <div className="form-grid">
      <TextField
        name="a"
        label="Default"
        value=""
        onChange={ignore}
        hint="A hint under the control"
      />
      <TextField name="b" label="Hover" value="Austin" onChange={ignore} inputRef={demo('hover')} />
      <TextField name="c" label="Focus" value="Austin" onChange={ignore} inputRef={demo('focus')} />
      <TextField
        name="d"
        label="Invalid"
        value="ana@"
        onChange={ignore}
        required
        error={messages.emailInvalid}
      />
      <TextField name="e" label="Disabled" value="Longstay" onChange={ignore} disabled />
      <TextField name="f" label="Placeholder" value="" onChange={ignore} placeholder="10 digits" />
      <SelectField name="g" label="Select" value="30" onChange={ignore} options={nights} />
      <SelectField
        name="h"
        label="Select, invalid"
        value=""
        onChange={ignore}
        placeholder="Select one"
        options={nights}
        error={messages.required}
        required
      />
      <DateField name="i" label="Date" value="2026-12-01" onChange={ignore} hint="MM/DD/YYYY" />
      <DateField name="j" label="Date, disabled" value="2026-12-01" onChange={ignore} disabled />
      <TextAreaField
        name="k"
        label="Text area"
        value=""
        onChange={ignore}
        className="form-grid__wide"
      />
      <Checkbox name="l" label="Checkbox" checked={checked} onChange={setChecked} />
      <Checkbox
        name="m"
        label="Checkbox, invalid"
        checked={false}
        onChange={ignore}
        error={messages.required}
      />
      <Checkbox name="n" label="Checkbox, disabled" checked onChange={ignore} disabled />
      <RadioGroup
        name="o"
        legend="Radio group"
        value="yes"
        onChange={ignore}
        options={[
          ['yes', 'Yes'],
          ['no', 'No'],
        ]}
      />
      <RadioGroup
        name="p"
        legend="Radio group, invalid"
        value=""
        onChange={ignore}
        required
        error={messages.required}
        options={[
          ['yes', 'Yes'],
          ['no', 'No'],
        ]}
      />
    </div>
  );
}

function KitDemo() {
  const form = useForm<'name' | 'email'>({
    initial: { name: '', email: '' },
    validate: ({ name, email }) => ({
      name: name.trim() ? undefined : messages.required,
      email: !email.trim()
        ? messages.required
        : isAccountEmail(email)
          ? undefined
          : messages.emailInvalid,
    }),
    idPrefix: 'styleguide-kit',
  });
  const submit = form.onSubmit(async () => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    return { ok: true, message: 'Nothing was sent: this is the style page.' };
  });
  return (
    <form
      ref={form.formRef}
      className="styleguide__kit"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p className="form-required-note">Fields marked * are required.</p>
      <div className="form-grid">
        <TextField {...form.bind('name')} label="Name" required autoComplete="name" />
        <TextField
          {...form.bind('email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
        />
      </div>
      {form.status === 'success' ? (
        <Alert kind="success" title="Thank you" alertRef={form.outcomeRef}>
          <p>{form.message}</p>
        </Alert>
      ) : null}
      <div className="button-row">
        <Button
          type="submit"
          loading={form.submitting}
          loadingLabel="Sending…"
          disabled={form.status === 'success'}
        >
          Submit
        </Button>
      </div>
    </form>
  );
}

export function StyleguideForms() {
  return (
    <>
      <section className="styleguide__section" aria-label="Form controls">
        <h2>Form controls</h2>
        <States />
      </section>
      <section className="styleguide__section" aria-label="Form kit">
        <h2>Form kit</h2>
        <KitDemo />
      </section>
    </>
  );
}
