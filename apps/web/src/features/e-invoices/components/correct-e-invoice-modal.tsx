import { Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { correctEInvoiceRequestSchema, type CorrectEInvoiceRequest, type EInvoice } from '@oneclick/shared';
import { Controller } from '../../../lib/form/controller';
import type { FieldError } from '../../../lib/form/field-errors';
import { DateField } from '../../../components/date-field';
import { DialogActions } from '../../../components/dialog-actions';
import { useApiForm } from '../../../components/use-api-form';
import { useFeedback } from '../../../components/use-feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { useCorrectEInvoice } from '../api/correct-e-invoice';

/** The checked values, as the schema gives them. */
type Correction = (typeof correctEInvoiceRequestSchema)['_zod']['output'];
type BuyerField = keyof CorrectEInvoiceRequest['buyer'];

/** The buyer's fields whose own codes the server may answer. */
const BUYER_FIELD_OF_CODE: Partial<Record<string, BuyerField>> = {
  TAX_CODE_INVALID: 'taxCode',
  PERSONAL_ID_INVALID: 'personalId',
};

/**
 * The buyer's field a refusal of the server's is about: it names only `buyer` for any of them,
 * so its code tells which. A detail missing is the legal name when a tax code is given (a tax code
 * names a company, and the invoice must name it too), else the buyer's name; any other code is
 * about the name (too long).
 */
function buyerFieldOf(code: string, buyer: { taxCode?: string }): BuyerField {
  if (code === 'REQUIRED') return buyer.taxCode?.trim() ? 'legalName' : 'name';
  return BUYER_FIELD_OF_CODE[code] ?? 'name';
}

/** A buyer's details as the form's fields hold them: a missing one as empty text. */
function typedBuyer(buyer: Omit<EInvoice['buyer'], 'email'> | Correction['buyer']) {
  return {
    name: buyer.name,
    legalName: buyer.legalName ?? '',
    address: buyer.address ?? '',
    taxCode: buyer.taxCode ?? '',
    personalId: buyer.personalId ?? '',
  };
}

/** The checked values as the API takes them: an empty detail as empty text. */
function toRequest(values: Correction): CorrectEInvoiceRequest {
  return {
    ...values,
    buyer: typedBuyer(values.buyer),
  };
}

interface CorrectEInvoiceModalProps {
  /** An issued invoice. */
  invoice: EInvoice;
  onClose: () => void;
  /** The correction queued, once the server took it. */
  onCorrected: (correction: EInvoice) => void;
}

/**
 * Correcting an issued e-invoice's buyer as Decree 70 has it: never by cancelling it, but by a
 * replacement invoice or an adjustment of the information, each referring to it and made on a
 * written agreement with the buyer. The buyer's fields start from the invoice's.
 */
export function CorrectEInvoiceModal({ invoice, onClose, onCorrected }: CorrectEInvoiceModalProps) {
  const { t } = useTranslation(['e-invoices', 'common']);
  const correct = useCorrectEInvoice();
  const feedback = useFeedback();
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: correctEInvoiceRequestSchema,
    defaultValues: {
      agreementReference: '',
      agreementDate: '',
      buyer: typedBuyer(invoice.buyer),
    },
    mutation: correct,
    toVariables: (values) => ({ id: invoice.id, ...toRequest(values) }),
    beforeSend: feedback.clear,
    onSuccess: (correction) => {
      onCorrected(correction);
      onClose();
    },
    onError: feedback.fail,
  });

  /** A buyer's field's error: the browser's, or the server's refusal of `buyer` when its code is about this field. */
  const buyerError = (field: BuyerField): string | undefined => {
    const own = fieldError(errors.buyer?.[field]);
    if (own) return own;
    const code = errors.buyer?.message;
    return code && buyerFieldOf(code, form.getValues('buyer')) === field
      ? fieldError(errors.buyer as FieldError)
      : undefined;
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('correct.title', { orderId: invoice.orderId })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={submit} noValidate data-testid="correct-e-invoice-form">
        <Stack gap="md">
          <div aria-live="polite">{feedback.element}</div>
          <Text size="sm">{t('correct.lead')}</Text>
          <Controller
            form={form}
            name="kind"
            render={({ field }) => (
              <Radio.Group
                label={t('correct.kind')}
                withAsterisk
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldError(errors.kind)}
              >
                <Stack gap="sm" mt={6}>
                  <Radio
                    value="replacement"
                    label={t('correct.replacement')}
                    description={t('correct.replacementHint')}
                    data-testid="correction-replacement"
                  />
                  <Radio
                    value="information"
                    label={t('correct.information')}
                    description={t('correct.informationHint')}
                    data-testid="correction-information"
                  />
                </Stack>
              </Radio.Group>
            )}
          />
          {/* The date's input in line with the reference's, below its hint (the date has none). */}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('correct.agreementReference')}
              description={t('correct.agreementReferenceHint')}
              required
              maxLength={200}
              error={fieldError(errors.agreementReference)}
              style={{ flex: '1 1 240px' }}
              {...form.register('agreementReference')}
            />
            <Controller
              form={form}
              name="agreementDate"
              render={({ field }) => (
                <DateField
                  label={t('correct.agreementDate')}
                  value={field.value || undefined}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={fieldError(errors.agreementDate)}
                  required
                />
              )}
            />
          </Group>
          <Title order={3} size="h5">
            {t('correct.buyer')}
          </Title>
          <TextInput
            label={t('correct.name')}
            required
            maxLength={200}
            error={buyerError('name')}
            {...form.register('buyer.name')}
          />
          <TextInput
            label={t('correct.legalName')}
            maxLength={200}
            error={buyerError('legalName')}
            {...form.register('buyer.legalName')}
          />
          <TextInput
            label={t('correct.address')}
            maxLength={300}
            error={buyerError('address')}
            {...form.register('buyer.address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('correct.taxCode')}
              description={t('correct.taxCodeHint')}
              inputMode="numeric"
              error={buyerError('taxCode')}
              {...form.register('buyer.taxCode')}
            />
            <TextInput
              label={t('correct.personalId')}
              description={t('correct.personalIdHint')}
              inputMode="numeric"
              error={buyerError('personalId')}
              {...form.register('buyer.personalId')}
            />
          </SimpleGrid>
          <DialogActions
            keepLabel={t('correct.keep')}
            confirmLabel={t('correct.submit')}
            onKeep={onClose}
            onConfirm={() => void submit()}
            loading={isSubmitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
