import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Controller } from './controller';
import type { FieldChange } from './form';
import type { SchemaIssue } from './field-errors';
import type { Schema } from './schema-check';
import { useForm, useWatch } from './use-form';

type Fields = {
  email: string;
  agree: boolean;
  buyer: { name: string };
  country: string;
};

/** A schema as the shared package's behave: an e-mail with an @, a buyer's name and a country. */
const schema = {
  async safeParseAsync(data: unknown) {
    const values = data as Fields;
    const issues: SchemaIssue[] = [];
    if (!values.email.includes('@')) issues.push({ path: ['email'], message: 'EMAIL_INVALID' });
    if (!values.buyer.name) issues.push({ path: ['buyer', 'name'], message: 'REQUIRED' });
    if (!values.country) issues.push({ path: ['country'], message: 'REQUIRED' });
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: values };
  },
} as unknown as Schema<Fields, Fields>;

function TestForm({
  onSend,
  onChange,
}: {
  onSend: (values: Fields) => void;
  onChange?: (change: FieldChange) => void;
}) {
  const form = useForm<Fields>({
    schema,
    defaultValues: { email: '', agree: false, buyer: { name: 'Ana' }, country: '' },
  });
  const country = useWatch(form, 'country');
  useEffect(() => (onChange ? form.subscribe(onChange) : undefined), [form, onChange]);
  const { errors, isDirty } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSend)} noValidate>
      <label>
        E-mail <input {...form.register('email')} />
      </label>
      {errors.email && <p>E-mail: {errors.email.message}</p>}
      <label>
        Name <input {...form.register('buyer.name')} />
      </label>
      {errors.buyer?.name && <p>Name: {errors.buyer.name.message}</p>}
      <label>
        Agree <input type="checkbox" {...form.register('agree')} />
      </label>
      <Controller
        form={form}
        name="country"
        render={({ field }) => (
          <select aria-label="Country" value={field.value} onChange={(event) => field.onChange(event.target.value)}>
            <option value="">None</option>
            <option value="VN">Viet Nam</option>
          </select>
        )}
      />
      {errors.country && <p>Country: {errors.country.message}</p>}
      <p>Chosen: {country}</p>
      {isDirty && <p>Unsaved</p>}
      <button type="submit">Send</button>
      <button
        type="button"
        onClick={() => form.reset({ email: 'bo@factory.test', agree: true, buyer: { name: 'Bo' }, country: 'VN' })}
      >
        Reset
      </button>
      <button type="button" onClick={() => form.setValue('email', 'set@factory.test')}>
        Set
      </button>
    </form>
  );
}

describe('useForm', () => {
  it('shows the values it starts from, and sends what is typed and chosen once every field is right', async () => {
    const onSend = vi.fn();
    render(<TestForm onSend={onSend} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');

    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@factory.test');
    await userEvent.click(screen.getByLabelText('Agree'));
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'VN');
    expect(screen.getByText('Chosen: VN')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Send'));

    expect(onSend).toHaveBeenCalledWith({
      email: 'ana@factory.test',
      agree: true,
      buyer: { name: 'Ana' },
      country: 'VN',
    });
  });

  it('sends nothing when a field is wrong, shows each error and puts the cursor in the first field in error', async () => {
    const onSend = vi.fn();
    render(<TestForm onSend={onSend} />);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByText('Send'));

    expect(await screen.findByText('E-mail: EMAIL_INVALID')).toBeInTheDocument();
    expect(screen.getByText('Name: REQUIRED')).toBeInTheDocument();
    expect(screen.getByText('Country: REQUIRED')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('takes an error away at the edit that mends its field, once the form has been submitted', async () => {
    render(<TestForm onSend={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana');
    expect(screen.queryByText('E-mail: EMAIL_INVALID')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Send'));
    expect(await screen.findByText('E-mail: EMAIL_INVALID')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-mail'), '@factory.test');
    await waitFor(() => expect(screen.queryByText('E-mail: EMAIL_INVALID')).not.toBeInTheDocument());
    expect(screen.getByText('Country: REQUIRED')).toBeInTheDocument();
  });

  it('starts again from the values reset to: inputs rewritten, errors gone, nothing unsaved', async () => {
    render(<TestForm onSend={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana');
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Send'));
    await screen.findByText('E-mail: EMAIL_INVALID');

    await userEvent.click(screen.getByText('Reset'));

    expect(screen.getByLabelText('E-mail')).toHaveValue('bo@factory.test');
    expect(screen.getByLabelText('Name')).toHaveValue('Bo');
    expect(screen.getByLabelText('Agree')).toBeChecked();
    expect(screen.getByLabelText('Country')).toHaveValue('VN');
    expect(screen.queryByText(/EMAIL_INVALID|REQUIRED/)).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
  });

  it("tells the reader's edits from the code's, and shows a value the code sets", async () => {
    const onChange = vi.fn();
    render(<TestForm onSend={vi.fn()} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'a');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'VN');
    await userEvent.click(screen.getByText('Set'));

    expect(onChange.mock.calls.map(([change]) => change)).toEqual([
      { name: 'email', by: 'edit' },
      { name: 'country', by: 'edit' },
      { name: 'email', by: 'set' },
    ]);
    expect(screen.getByLabelText('E-mail')).toHaveValue('set@factory.test');
  });
});
