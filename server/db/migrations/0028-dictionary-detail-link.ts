import { sql, type Kysely } from 'kysely';

/**
 * A dictionary item names its dictionary twice: by `dictionary_code` (how every reader asks for a list: `x-dict`,
 * the wmsStash warehouse picker, FIND_BASE_DICTIONARY_DETAIL) and, from here, by `dictionary_id` (the header's id,
 * which the master–detail page /dictionaryInformation needs: schemas/base/dictionary-detail.json is a child of
 * schemas/base/dictionary.json). A trigger keeps the two in step whoever writes: the engine sends the id (the code
 * is filled from the dictionary), the seed and older writers send the code (the id is filled from the tenant's
 * dictionary of that code); a dictionary's new code is carried to its items. Existing items get their id here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE base_dictionary_detail ADD COLUMN dictionary_id integer REFERENCES base_dictionary(id) ON DELETE CASCADE;
    CREATE INDEX base_dictionary_detail_dictionary ON base_dictionary_detail (tenant_id, dictionary_id);
    UPDATE base_dictionary_detail d SET dictionary_id = h.id FROM base_dictionary h WHERE h.tenant_id = d.tenant_id AND h.dictionary_code = d.dictionary_code;
    CREATE FUNCTION base_dictionary_detail_link() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.dictionary_id IS NOT NULL THEN
          SELECT dictionary_code INTO NEW.dictionary_code FROM base_dictionary WHERE id = NEW.dictionary_id AND tenant_id = NEW.tenant_id;
        ELSIF NEW.dictionary_code IS NOT NULL THEN
          SELECT id INTO NEW.dictionary_id FROM base_dictionary WHERE tenant_id = NEW.tenant_id AND dictionary_code = NEW.dictionary_code;
        END IF;
        RETURN NEW;
      END
    $$;
    CREATE TRIGGER base_dictionary_detail_link BEFORE INSERT OR UPDATE OF dictionary_id, dictionary_code ON base_dictionary_detail
      FOR EACH ROW EXECUTE FUNCTION base_dictionary_detail_link();
    CREATE FUNCTION base_dictionary_code_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE base_dictionary_detail SET dictionary_code = NEW.dictionary_code WHERE dictionary_id = NEW.id;
        RETURN NULL;
      END
    $$;
    CREATE TRIGGER base_dictionary_code_moved AFTER UPDATE OF dictionary_code ON base_dictionary
      FOR EACH ROW WHEN (OLD.dictionary_code IS DISTINCT FROM NEW.dictionary_code) EXECUTE FUNCTION base_dictionary_code_moved();
  `.execute(db);
}
