import { useEffect, useRef, useState, type FormEvent } from 'react';
import { storeEndpoints, type AreaNode, type StoreGoodsResult } from '@console/contract';
import { loadAreaTree, messageOf, storeCall } from './api';
import { coveredAreas, childrenOf } from './area';
import { AreaSelects, type AreaValue } from './area-selects';
import { useTexts } from './context';
import { Field } from './field';
import styles from './store.module.css';
import { useSendCode } from './use-send-code';
import { applyProblems, localDay, phoneProblem, type ApplyFields, type FieldName } from './validate';

type Goods = StoreGoodsResult['goods'];

const EMPTY: ApplyFields = {
  name: '',
  id_number: '',
  phone: '',
  code: '',
  province: '',
  city: '',
  district: '',
  address: '',
  consent: false,
};
const ORDER: FieldName[] = ['name', 'id_number', 'phone', 'code', 'province', 'city', 'district', 'address'];
const ALL = new Set<FieldName>([...ORDER, 'consent']);

interface ApplyFormProps {
  promo: string;
  goods: Goods;
  onDone: (orderNo: string) => void;
}

/** The application: the customer's details, checked here first, then by the server. */
export function ApplyForm({ promo, goods, onDone }: ApplyFormProps) {
  const tr = useTexts();
  const { t } = tr;
  const [fields, setFields] = useState<ApplyFields>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [refusal, setRefusal] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [areas, setAreas] = useState<AreaNode[] | null>(null);
  const [areaError, setAreaError] = useState('');
  const [areaTry, setAreaTry] = useState(0);
  // One id per filled form: a double press or a repeated request makes one order. A change to the
  // form makes it another application, with a new id.
  const requestId = useRef<string | null>(null);
  const busy = useRef(false);
  const code = useSendCode(promo, 'apply', tr);

  useEffect(() => {
    const controller = new AbortController();
    loadAreaTree(goods.area_file, tr, controller.signal).then(
      (tree) => setAreas(coveredAreas(tree, goods.nationwide, goods.coverage)),
      (error: unknown) => {
        if (!controller.signal.aborted) setAreaError(messageOf(error, tr));
      },
    );
    return () => controller.abort();
  }, [goods.area_file, goods.nationwide, goods.coverage, tr, areaTry]);

  const needsDistrict =
    Boolean(fields.city) && childrenOf(childrenOf(areas ?? [], fields.province), fields.city).length > 0;
  const problems = applyProblems(fields, goods, needsDistrict, localDay(), tr);
  const shown = Object.fromEntries(
    Object.entries(problems).filter(([name]) => touched.has(name as FieldName)),
  );

  const retryAreas = () => {
    setAreaError('');
    setAreaTry((n) => n + 1);
  };
  const update = (patch: Partial<ApplyFields>) => {
    requestId.current = null;
    setFields((f) => ({ ...f, ...patch }));
  };
  const touch = (name: FieldName) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name)));

  const sendCode = async () => {
    setRefusal('');
    touch('phone');
    if (phoneProblem(fields.phone, tr)) {
      document.getElementById('store-phone')?.focus();
      return;
    }
    try {
      await code.send(fields.phone);
      document.getElementById('store-code')?.focus();
    } catch (error) {
      setRefusal(messageOf(error, tr));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    setTouched(ALL);
    setRefusal('');
    const first = [...ORDER, 'consent' as const].find((name) => problems[name]);
    if (first) {
      document.getElementById(`store-${first.replace('_', '-')}`)?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    requestId.current ??= crypto.randomUUID();
    try {
      const result = await storeCall(
        storeEndpoints.storeApply,
        {
          promo_code: promo,
          goods_id: goods.id,
          request_id: requestId.current,
          name: fields.name.trim(),
          id_number: fields.id_number.trim().toUpperCase(),
          phone: fields.phone.trim(),
          code: fields.code.trim(),
          province: fields.province,
          city: fields.city,
          district: needsDistrict ? fields.district : '',
          address: fields.address.trim(),
          consent: true,
        },
        tr,
      );
      onDone(result.order_no);
    } catch (error) {
      setRefusal(messageOf(error, tr));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const text = (name: 'name' | 'id_number' | 'address', id: string) => ({
    id,
    value: fields[name],
    className: styles.input,
    onChange: (e: { target: { value: string } }) => update({ [name]: e.target.value }),
    onBlur: () => touch(name),
  });

  return (
    <form className={styles.card} data-testid="store-form" noValidate onSubmit={(e) => void submit(e)}>
      <h2 className={styles.sectionTitle}>{t('form.title')}</h2>
      {refusal && (
        <div className={styles.alert} role="alert" data-testid="store-error">
          {refusal}
        </div>
      )}
      <Field id="store-name" label={t('form.name')} hint={t('form.name_hint')} error={shown.name}>
        {(control) => (
          <input {...control} {...text('name', control.id)} data-testid="store-name" autoComplete="name" />
        )}
      </Field>
      <Field
        id="store-id-number"
        label={t('form.id_number')}
        hint={t('form.id_hint')}
        error={shown.id_number}
      >
        {(control) => (
          <input
            {...control}
            {...text('id_number', control.id)}
            data-testid="store-id-number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={18}
          />
        )}
      </Field>
      <Field id="store-phone" label={t('form.phone')} error={shown.phone}>
        {(control) => (
          <div className={styles.row}>
            <input
              {...control}
              className={styles.input}
              data-testid="store-phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={11}
              value={fields.phone}
              onChange={(e) => update({ phone: e.target.value })}
              onBlur={() => touch('phone')}
            />
            <button
              type="button"
              className={styles.secondary}
              data-testid="store-send-code"
              disabled={code.disabled}
              aria-live="polite"
              onClick={() => void sendCode()}
            >
              {code.label}
            </button>
          </div>
        )}
      </Field>
      <Field
        id="store-code"
        label={t('form.code')}
        hint={code.sent ? t('form.code_sent') : undefined}
        error={shown.code}
      >
        {(control) => (
          <input
            {...control}
            className={styles.input}
            data-testid="store-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={fields.code}
            onChange={(e) => update({ code: e.target.value })}
            onBlur={() => touch('code')}
          />
        )}
      </Field>
      <AreaSelects
        areas={areas}
        value={{ province: fields.province, city: fields.city, district: fields.district }}
        errors={shown}
        onChange={(area: AreaValue) => update(area)}
        onBlur={touch}
      />
      {areaError && (
        <div className={styles.alert} role="alert">
          {areaError}{' '}
          <button type="button" className={styles.secondary} onClick={retryAreas}>
            {t('retry')}
          </button>
        </div>
      )}
      <Field id="store-address" label={t('form.address')} hint={t('form.address_hint')} error={shown.address}>
        {(control) => (
          <input
            {...control}
            {...text('address', control.id)}
            data-testid="store-address"
            autoComplete="street-address"
          />
        )}
      </Field>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            data-testid="store-consent"
            id="store-consent"
            checked={fields.consent}
            aria-invalid={Boolean(shown.consent)}
            aria-describedby={shown.consent ? 'store-consent-error' : undefined}
            onChange={(e) => update({ consent: e.target.checked })}
          />
          <span>{t('form.consent')}</span>
        </label>
        <details className={styles.terms}>
          <summary>{t('form.terms_title')}</summary>
          <p>{t('form.terms')}</p>
        </details>
        {shown.consent && (
          <p className={styles.error} id="store-consent-error">
            {shown.consent}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={styles.button}
        data-testid="store-submit"
        disabled={submitting}
        // The field being typed in keeps the focus until the click: its blur would show its error
        // and move this button down between the press and the release, and the click would be lost.
        onMouseDown={(e) => e.preventDefault()}
      >
        {submitting ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
