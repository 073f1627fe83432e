// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @title VerifyingPaymaster
/// @notice Airlock's ERC-4337 (EntryPoint v0.8) paymaster: it pays for a user operation when one of
///         its trusted signers (the server's paymaster key) signed that exact operation for a time
///         window. The server decides whom to sponsor (project policy, budgets); the chain only
///         checks the signature. `paymasterAndData` is
///         paymaster (20) | validation gas (16) | postOp gas (16) | validUntil (6) | validAfter (6) | signature (65).
///         It keeps no context, so the EntryPoint never calls `postOp`.
contract VerifyingPaymaster is BasePaymaster {
    /// @notice Addresses whose signatures sponsor operations.
    mapping(address => bool) public signers;

    event SignerSet(address indexed signer, bool trusted);

    /// @notice `paymasterData` is not validUntil (6) | validAfter (6) | signature (65).
    error InvalidPaymasterData(uint256 length);

    constructor(IEntryPoint entryPoint_, address owner_) BasePaymaster(entryPoint_) {
        _transferOwnership(owner_);
    }

    /// @notice Trusts or distrusts a signer.
    function setSigner(address signer, bool trusted) external onlyOwner {
        signers[signer] = trusted;
        emit SignerSet(signer, trusted);
    }

    /// @notice What a signer signs (as an EIP-191 personal message) to sponsor `userOp`: every
    ///         field but the signatures, bound to this chain and paymaster.
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET]),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        bytes calldata data = userOp.paymasterAndData[PAYMASTER_DATA_OFFSET:];
        if (data.length != 77) revert InvalidPaymasterData(data.length);
        uint48 validUntil = uint48(bytes6(data[0:6]));
        uint48 validAfter = uint48(bytes6(data[6:12]));
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address signer, ECDSA.RecoverError error_,) = ECDSA.tryRecover(hash, data[12:]);
        bool valid = error_ == ECDSA.RecoverError.NoError && signers[signer];
        // A bad signature is reported, not reverted: the EntryPoint answers "AA34 signature error".
        return ("", _packValidationData(!valid, validUntil, validAfter));
    }
}
