import { useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent, FormEvent } from 'react';

/** The part of a yup object schema the form uses (the schemas load on first use). */
export interface FormSchema {
  validate(values: unknown, options: { abortEarly: boolean }): Promise<unknown>;
}

type Values = Record<string, string>;
type Flags<V> = Partial<Record<keyof V, boolean>>;
export type FormErrors<V> = Partial<Record<keyof V, string>>;

interface YupError {
  name: string;
  path?: string;
  message: string;
  inner?: { path?: string; message: string }[];
}

/** Formik's rules: empty strings count as missing, and each field shows its first error. */
async function validateWith<V extends Values>(schema: FormSchema, values: V): Promise<FormErrors<V>> {
  const prepared = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]));
  try {
    await schema.validate(prepared, { abortEarly: false });
    return {};
  } catch (error) {
    const failure = error as YupError;
    if (failure?.name !== 'ValidationError') throw error;
    const errors: FormErrors<V> = {};
    const items = failure.inner?.length ? failure.inner : [failure];
    for (const item of items) {
      const path = item.path as keyof V | undefined;
      if (path !== undefined && errors[path] === undefined) errors[path] = item.message;
    }
    return errors;
  }
}

export interface AuthFormOptions<V extends Values> {
  initialValues: V;
  /** Loads the validation schema (yup stays out of the page's first load). */
  loadSchema: () => Promise<FormSchema>;
  /** Called once, on the first change: a moment to start loading what submitting needs. */
  onFirstInput?: () => void;
  onSubmit: (values: V) => Promise<void>;
}

/**
 * The little of Formik the sign-in and sign-up forms use: values, touched fields, schema
 * errors (on change, blur and submit, shown once a field is touched) and the submitting flag.
 */
export function useAuthForm<V extends Values>({ initialValues, loadSchema, onFirstInput, onSubmit }: AuthFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Flags<V>>({});
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const run = useRef(0);
  const started = useRef(false);

  /** Validates `next`; only the latest run's answer is kept. */
  const validate = async (next: V): Promise<FormErrors<V>> => {
    const id = ++run.current;
    const found = await validateWith(await loadSchema(), next);
    if (id === run.current) setErrors(found);
    return found;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    if (!started.current) {
      started.current = true;
      onFirstInput?.();
    }
    const next = { ...values, [name]: value };
    setValues(next);
    void validate(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const { name } = event.target;
    setTouched((current) => ({ ...current, [name]: true }));
    void validate(values);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Flags<V>);
    setSubmitting(true);
    try {
      const found = await validate(values);
      if (Object.keys(found).length === 0) await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  /** The error to show for a field: only once it has been touched. */
  const fieldError = (name: keyof V): string | undefined => (touched[name] && errors[name]) || undefined;

  return { values, isSubmitting, fieldError, handleChange, handleBlur, handleSubmit };
}
