// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title OffchainResolver
/// @notice The resolver of a names zone served by Airlock's gateway: an ENSIP-10 wildcard resolver
///         whose every answer comes off chain through ERC-3668 (CCIP-Read). `resolve` reverts with
///         `OffchainLookup` naming the gateway; the client fetches the answer and hands it to
///         `resolveWithProof`, which accepts it only when one of the trusted signers signed it
///         and it has not expired. The same wire as ENS's `offchain-resolver` (MIT): the answer is
///         `abi.encode(bytes result, uint64 expires, bytes signature)`, signed over
///         `keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(request) ‖ keccak256(result))`.
///         Deploy one per zone and set it as the zone's resolver in the ENS registry.
contract OffchainResolver {
    /// @dev `IExtendedResolver.resolve(bytes,bytes)`, ENSIP-10.
    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;

    address public owner;
    string public url;
    mapping(address => bool) public signers;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error Unauthorised(address sender);
    error UntrustedSigner(address signer);
    error ExpiredAnswer(uint64 expires, uint256 now);

    event NewSigners(address[] signers, bool trusted);
    event NewUrl(string url);

    /// @param url_ The gateway, with ERC-3668's `{sender}` and `{data}`.
    /// @param signers_ The addresses whose signatures are trusted.
    constructor(string memory url_, address[] memory signers_) {
        owner = msg.sender;
        url = url_;
        for (uint256 i = 0; i < signers_.length; i++) signers[signers_[i]] = true;
        emit NewSigners(signers_, true);
    }

    /// @notice Trusts (or stops trusting) gateway signers. Owner only: when the key rotates.
    function setSigners(address[] calldata signers_, bool trusted) external {
        if (msg.sender != owner) revert Unauthorised(msg.sender);
        for (uint256 i = 0; i < signers_.length; i++) signers[signers_[i]] = trusted;
        emit NewSigners(signers_, trusted);
    }

    /// @notice Moves the gateway. Owner only.
    function setUrl(string calldata url_) external {
        if (msg.sender != owner) revert Unauthorised(msg.sender);
        url = url_;
        emit NewUrl(url_);
    }

    /// @notice ENSIP-10: resolves `data` (an `addr`, `text`, `name`… call) for the DNS-encoded
    ///         `name` by asking the gateway. Always reverts with `OffchainLookup`.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSelector(EXTENDED_RESOLVER, name, data);
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, callData, this.resolveWithProof.selector, callData);
    }

    /// @notice ERC-3668's callback: returns the gateway's answer once its signature and expiry hold.
    /// @param response `abi.encode(bytes result, uint64 expires, bytes signature)` from the gateway.
    /// @param extraData The request the gateway was sent.
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        address signer = ECDSA.recover(makeSignatureHash(address(this), expires, extraData, result), signature);
        if (!signers[signer]) revert UntrustedSigner(signer);
        if (expires < block.timestamp) revert ExpiredAnswer(expires, block.timestamp);
        return result;
    }

    /// @notice The hash the gateway signs (EIP-191 version 0x00, this resolver as validator).
    function makeSignatureHash(address target, uint64 expires, bytes memory request, bytes memory result)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encodePacked(hex"1900", target, expires, keccak256(request), keccak256(result)));
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == EXTENDED_RESOLVER || interfaceId == 0x01ffc9a7;
    }
}
