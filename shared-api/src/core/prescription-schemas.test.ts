import {
  createPrescriptionSchema,
  declineRenewalSchema,
  prescriptionFormSchema,
  revokePrescriptionSchema,
  updatePrescriptionSchema,
} from './prescription-schemas';

async function errorsOf(schema: { validate: (value: unknown, options: object) => Promise<unknown> }, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('prescription form schema (spec §5)', () => {
  it('names every missing field with the spec message', async () => {
    expect(await errorsOf(prescriptionFormSchema, { medication: ' ', dosage: '', instructions: '' })).toEqual([
      'Medication name is required',
      'Dosage is required',
      'Instructions are required',
    ]);
  });

  it('accepts a full form and treats empty quantity and refills as not set', async () => {
    const values = await prescriptionFormSchema.validate({
      medication: ' Amoxicillin ',
      dosage: '500 mg',
      instructions: 'Three times a day',
      quantity: '',
      refills: '',
    });
    expect(values).toEqual({ medication: 'Amoxicillin', dosage: '500 mg', instructions: 'Three times a day' });
  });

  it('refuses a fractional quantity and too many refills', async () => {
    const errors = await errorsOf(prescriptionFormSchema, { medication: 'a', dosage: 'b', instructions: 'c', quantity: 1.5, refills: 13 });
    expect(errors).toEqual(['Quantity must be a whole number from 1 to 1000', 'Refills must be a whole number from 0 to 12']);
  });
});

describe('prescription call schemas', () => {
  it('needs a patient or an appointment to create', async () => {
    expect(await errorsOf(createPrescriptionSchema, { medication: 'a', dosage: 'b', instructions: 'c' })).toEqual([
      'Please choose a patient',
    ]);
    expect(await errorsOf(createPrescriptionSchema, { medication: 'a', dosage: 'b', instructions: 'c', appointmentId: 'x' })).toEqual([]);
  });

  it('needs something to change, and never accepts an empty required field', async () => {
    expect(await errorsOf(updatePrescriptionSchema, {})).toEqual([
      'Nothing to change: send medication, dosage, instructions, quantity or refills',
    ]);
    expect(await errorsOf(updatePrescriptionSchema, { dosage: ' ' })).toEqual(['Dosage is required']);
    expect(await updatePrescriptionSchema.validate({ refills: null })).toEqual({ refills: null });
  });

  it('needs a reason to revoke or to decline', async () => {
    expect(await errorsOf(revokePrescriptionSchema, { reason: '' })).toEqual(['A reason is required to revoke a prescription']);
    expect(await errorsOf(declineRenewalSchema, {})).toEqual(['A reason is required to decline a renewal request']);
  });
});
