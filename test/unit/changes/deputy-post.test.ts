import { describe, expect, it } from 'vitest';

import { deputyStep } from '../../../src/domain/changes/deputy-post';

describe('deputyStep (issue #21, round 22)', () => {
  it("when a post becomes its own deputy's or assistant's, then it is a step down, in the profiles' languages and scripts", () => {
    const pairs: Array<[string, string]> = [
      ['Gerente de Sucursal', 'Subgerente de Sucursal'], ['Jefa de Tienda', 'Subjefa de Tienda'], ['Gerente de Loja', 'Subgerente de Loja'],
      ['Store Manager', 'Assistant Store Manager'], ['Store Manager', 'Asst. Store Manager'], ['Store Manager', 'Store Manager 2IC'],
      ['General Manager', 'Assistant General Manager'], ['Marktleiter', 'stellv. Marktleiter'], ['Filialleiterin', 'Stellvertretende Filialleiterin'],
      ['Directeur de magasin', 'Directeur adjoint de magasin'], ['Directrice de département', 'Sous-directrice de département'],
      ['Bedrijfsleider', 'Assistent-bedrijfsleider'], ['Butikschef', 'Biträdande butikschef'], ['Butikschef', 'Souschef'],
      ['Myymäläpäällikkö', 'Apulaismyymäläpäällikkö'], ['Kierownik sklepu', 'Zastępca kierownika sklepu'],
      ['Mağaza Müdürü', 'Mağaza Müdür Yardımcısı'], ['مدير فرع', 'مساعد مدير فرع'], ['Áruházvezető', 'Áruházvezető-helyettes'],
      ['店長', '副店長'], ['支店長', '副支店長'], ['店長', '店長代理'], ['점장', '부점장'], ['店长', '副店长'], ['ผู้จัดการสาขา', 'รองผู้จัดการสาขา'],
      ['Gerente de Tienda', 'Subgerente de Tienda (medio tiempo)'],
      ['Vedúci predajne', 'Zástupca vedúceho predajne'], ['Poslovođa prodavnice', 'Zamenik poslovođe prodavnice'], ['Vodja trgovine', 'Namestnik vodje trgovine'],
      ['Управител на магазин', 'Заместник-управител на магазин'], ['Διευθυντής καταστήματος', 'Υποδιευθυντής καταστήματος'],
      ['स्टोर प्रबंधक', 'सहायक स्टोर प्रबंधक'], ['शाखा प्रबंधक', 'उप शाखा प्रबंधक'], ['Pengurus Cawangan', 'Penolong Pengurus Cawangan'],
      ['Директор магазину', 'Помічник директора магазину'], ['ストアマネージャー', 'アシスタントストアマネージャー'], ['ストアマネージャー', 'サブストアマネージャー'],
      ['스토어 매니저', '어시스턴트 스토어 매니저'], ['Direktør', 'Vicedirektør'], ['Butikschef', 'Vicebutikschef'], ['Filialleiterin', 'Stellvertretende Filialleitung'],
    ];
    for (const [from, to] of pairs) expect(deputyStep(from, to), `${from} → ${to}`).toBe('down');
  });

  it('when the deputy becomes the post, then it is a step up; another post, a vice-president, a deputy of a higher post (general, managing, regional …), or a word that only starts like a mark is neither', () => {
    expect(deputyStep('Subgerente de Sucursal', 'Gerente de Sucursal')).toBe('up');
    expect(deputyStep('副店長', '店長')).toBe('up');
    expect(deputyStep('Directeur adjoint de magasin', 'Directeur de magasin')).toBe('up');
    expect(deputyStep('サブリーダー', 'リーダー')).toBe('up');
    expect(deputyStep('Υποδιευθυντής καταστήματος', 'Διευθυντής καταστήματος')).toBe('up');
    const neither: Array<[string, string]> = [
      ['Manager', 'Assistant Vice President'], ['Sales Manager', 'Vice President Sales'], ['Store Manager', 'District Manager'],
      ['Store Manager', 'Assistant Manager, Customer Service'], ['Subway Shift Lead', 'Shift Lead'], ['Vice President', 'Senior Vice President'],
      ['Assistant Store Manager', 'Assistant Manager'], ['부산점장', '점장'], ['Manager', 'Executive Assistant'],
      ['Counsel', 'Assistant General Counsel'], ['Manager', 'Assistant General Manager'], ['Director', 'Deputy Managing Director'],
      ['Store Manager', 'Assistant Regional Store Manager'], ['Directeur', 'Directeur général adjoint'], ['Company Secretary', 'Deputy Secretary General'],
    ];
    for (const [from, to] of neither) expect(deputyStep(from, to), `${from} → ${to}`).toBeNull();
  });
});
