/** product.xml read across the GLDF versions manufacturers ship, pure (no database). */
import { describe, expect, it } from 'vitest';
import { productRead, productText } from './product-xml.js';
import { GldfProblem } from './refusal.js';

/** A minimal product of one variant with a fixed light emitter; `header` is the version's own header. */
const product = (header: string, extra = '') => `<?xml version="1.0" encoding="utf-8"?>
<Root>
  <Header><Manufacturer>Acme</Manufacturer>${header}<CreatedWithApplication>x</CreatedWithApplication></Header>
  <GeneralDefinitions>
    <Files><File id="f" contentType="ldc/ies" type="localFileName">a.ies</File></Files>
    <Photometries><Photometry id="p"><PhotometryFileReference fileId="f"/></Photometry></Photometries>
    <LightSources><FixedLightSource id="s"><Name><Locale language="de">Quelle</Locale><Locale language="en">Source</Locale></Name><RatedInputPower>24</RatedInputPower>
      <ColorInformation><ColorRenderingIndex>92</ColorRenderingIndex><CorrelatedColorTemperature>3000</CorrelatedColorTemperature></ColorInformation></FixedLightSource></LightSources>
    <Emitters><Emitter id="e"><FixedLightEmitter><PhotometryReference photometryId="p"/><LightSourceReference fixedLightSourceId="s"/><RatedLuminousFlux>2100</RatedLuminousFlux></FixedLightEmitter></Emitter></Emitters>
  </GeneralDefinitions>
  <ProductDefinitions>
    <ProductMetaData><UniqueProductId>u</UniqueProductId><ProductNumber><Locale language="en">N1</Locale></ProductNumber><Name><Locale language="en">Wash</Locale></Name>
      <DescriptiveAttributes><Mechanical><ProductSize><Length>600</Length><Width>76</Width><Height>90</Height></ProductSize><IKRating>IK08</IKRating><Weight>2.5</Weight></Mechanical>
      <Electrical><IngressProtectionIPCode>IP66</IngressProtectionIPCode></Electrical>
      <OperationsAndMaintenance><UsefulLifeTimes><UsefulLife>L80B10 30000h</UsefulLife><UsefulLife>L70B50 60000h 25°C</UsefulLife></UsefulLifeTimes></OperationsAndMaintenance></DescriptiveAttributes>
    </ProductMetaData>
    <Variants><Variant id="v1"><Name><Locale language="en">30°</Locale></Name><Geometry><EmitterReference emitterId="e"/></Geometry>${extra}</Variant></Variants>
  </ProductDefinitions>
</Root>`;

describe('productRead', () => {
  it('reads 1.0 (attributes without pre-release), 1.0-rc3 and the text versions of 1.0-rc1/rc2 and 0.9', () => {
    expect(productRead(product('<FormatVersion major="1" minor="0"/>')).formatVersion).toBe('1.0');
    expect(productRead(product('<FormatVersion major="1" minor="0" pre-release="3"/>')).formatVersion).toBe('1.0-rc3');
    expect(productRead(product('<FormatVersion>1.0.0-rc.1</FormatVersion><CreationTimeCode>2021-01-01T00:00:00Z</CreationTimeCode>')).formatVersion).toBe('1.0-rc1');
    expect(productRead(product('<FormatVersion>1.0.0-rc.2</FormatVersion>')).formatVersion).toBe('1.0-rc2');
    expect(productRead(product('<FormatVersion>0.9</FormatVersion>')).formatVersion).toBe('0.9');
    for (const v of ['<FormatVersion major="2" minor="0"/>', '<FormatVersion>2.0.0</FormatVersion>']) {
      expect(() => productRead(product(v))).toThrow(GldfProblem);
    }
  });

  it('maps a fixed emitter: power and colour from its light source, flux from the emitter, tender data from the product, L70B50 life', () => {
    const [v] = productRead(product('<FormatVersion major="1" minor="0"/>')).variants;
    expect(v).toMatchObject({
      productName: 'Wash', variantName: '30°', productNumber: 'N1', power: 24, flux: 2100, cct: 3000, cri: 92,
      ip: 'IP66', ik: 'IK08', length: 600, width: 76, height: 90, weightKg: 2.5, ratedLifeHours: 60000,
    });
    expect(v!.photometryFile).toEqual({ id: 'f', contentType: 'ldc/ies', type: 'localFileName', name: 'a.ies' });
  });

  it("lets a variant's own attributes win over the product's", () => {
    const [v] = productRead(product('<FormatVersion major="1" minor="0"/>', '<DescriptiveAttributes><Electrical><IngressProtectionIPCode>IP67</IngressProtectionIPCode></Electrical></DescriptiveAttributes>')).variants;
    expect(v!.ip).toBe('IP67');
    expect(v!.ik).toBe('IK08');
  });

  it("reads a variant's own brand and model from its custom properties (by id or by name), the product's else, and none without", () => {
    const header = '<FormatVersion major="1" minor="0"/>';
    expect(productRead(product(header)).variants[0]).toMatchObject({ brandName: null, model: null });
    const prop = (id: string, name: string, value: string) => `<Property id="${id}"><Name><Locale language="zh">${name}</Locale></Name><Value>${value}</Value></Property>`;
    const own = `<DescriptiveAttributes><CustomProperties>${prop('x1', '品牌', '坎德瓦 Candelvar')}${prop('model', 'Type', 'CAN-TGD49-05-35')}</CustomProperties></DescriptiveAttributes>`;
    expect(productRead(product(header, own)).variants[0]).toMatchObject({ brandName: '坎德瓦 Candelvar', model: 'CAN-TGD49-05-35' });
    // a brand given for the whole product stands for a variant that names none
    const xml = product(header).replace('</OperationsAndMaintenance>', `</OperationsAndMaintenance><CustomProperties>${prop('p', 'Manufacturer', 'Bluearc')}</CustomProperties>`);
    expect(productRead(xml).variants[0]).toMatchObject({ brandName: 'Bluearc', model: null });
  });

  it('decodes UTF-16 with a BOM whatever the declaration says, and refuses a DOCTYPE', () => {
    const xml = product('<FormatVersion major="1" minor="0"/>');
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(xml, 'utf16le'))]);
    expect(productText(utf16)).toBe(xml);
    expect(() => productRead(`<!DOCTYPE x [<!ENTITY a "aaaa">]>${xml}`)).toThrow(/DOCTYPE/);
  });

  it('names a refusal by its code and values, the parser\'s own English kept out of them', () => {
    const refusal = (xml: string) => {
      try {
        productRead(xml);
      } catch (err) {
        return err instanceof GldfProblem ? { reason: err.reason, params: err.params } : err;
      }
      return null;
    };
    expect(refusal('<Root>\n<Header>\n</Root>')).toEqual({ reason: 'notXml', params: { line: '3' } });
    expect(refusal(product('<FormatVersion major="2" minor="0"/>'))).toEqual({ reason: 'version', params: { version: '2.0' } });
    expect(refusal(product('<FormatVersion major="1" minor="0"/>').replace('emitterId="e"', 'emitterId="x"'))).toEqual({
      reason: 'unknownElement', params: { where: 'Variant "v1"', element: 'Emitter', id: 'x' },
    });
  });
});
